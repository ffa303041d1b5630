import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { EnhancementOptions } from './options';
import { OptionsPanel } from './OptionsPanel';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's button, where focus returns when it closes. */
  finalFocusEl: () => HTMLElement | null;
  value: EnhancementOptions;
  onChange: (next: EnhancementOptions) => void;
  onReset: () => void;
}

/** The options drawer's bottom sheet (OptionsDrawer loads it when its button is first pressed). */
export function OptionsDrawerSheet({ open, onOpenChange, finalFocusEl, value, onChange, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      placement="bottom"
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      finalFocusEl={finalFocusEl}
      unmountOnExit
    >
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
