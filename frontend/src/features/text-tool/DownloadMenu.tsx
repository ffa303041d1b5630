import { Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from './DownloadButton';

/** The output's download menu: plain text or Markdown. Loaded when its button is first reached (OutputPanel). */
export function DownloadMenu({
  defaultOpen,
  onDownload,
}: {
  defaultOpen: boolean;
  onDownload: (format: 'txt' | 'md') => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      defaultOpen={defaultOpen}
      onSelect={(d) => onDownload(d.value === 'md' ? 'md' : 'txt')}
    >
      <Menu.Trigger asChild>
        <DownloadButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="txt">
              <FileText size={16} aria-hidden="true" />
              {t('tool.downloadTxt')}
            </Menu.Item>
            <Menu.Item value="md">
              <FileText size={16} aria-hidden="true" />
              {t('tool.downloadMd')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
