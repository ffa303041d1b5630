import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countSelected, type EnhancementOptions } from './options';
import { OptionsPanel } from './OptionsPanel';

interface Props {
  value: EnhancementOptions;
  onChange: (next: EnhancementOptions) => void;
  onReset: () => void;
}

/** Small screens: the same options in a bottom sheet, opened from a button beside the text box. */
export function OptionsDrawer({ value, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const selected = countSelected(value);
  return (
    <Drawer.Root placement="bottom" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="options-drawer-trigger">
          <SlidersHorizontal />
          {t('options.open')}
          {selected > 0 && (
            <Badge colorPalette="brand" variant="solid" size="xs">
              {selected}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="85vh">
            <Drawer.Header>
              <Drawer.Title>{t('options.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <OptionsPanel value={value} onChange={onChange} onReset={onReset} compact />
            </Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild>
                <Button colorPalette="brand" w="full">
                  {t('options.done')}
                </Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('options.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
