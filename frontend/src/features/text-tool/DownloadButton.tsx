import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The output's download button (its menu: DownloadMenu). */
export function DownloadButton(props: IconButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t('tool.download')} variant="ghost" size="sm" data-testid="download-output" {...props}>
      <Download />
    </IconButton>
  );
}
