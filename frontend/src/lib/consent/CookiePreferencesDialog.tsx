import { Badge, Button, CloseButton, Dialog, Flex, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { dialogSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from 'src/components/notify';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stored analytics choice, shown when the dialog opens. */
  analytics: boolean;
  onSave: (analytics: boolean) => void;
}

/** SPEC §4 cookie dialog: essential cookies always active, an analytics toggle, Save and Cancel. */
export function CookiePreferencesDialog({ open, onOpenChange, analytics, onSave }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(analytics);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Each opening starts from the stored choice (Cancel discards the draft).
    setWasOpen(open);
    if (open) setDraft(analytics);
  }

  const save = () => {
    onSave(draft);
    notify.success(t('cookies.saved.title'), t('cookies.saved.description'));
    onOpenChange(false);
  };

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="cookie-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('cookies.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text color="fg.muted">{t('cookies.intro')}</Text>
                <Flex gap="4" align="start" justify="space-between">
                  <Stack gap="1">
                    <Text fontWeight="semibold" id="cookie-essential-label">
                      {t('cookies.essential.title')}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('cookies.essential.body')}
                    </Text>
                  </Stack>
                  <Badge colorPalette="green" variant="subtle" flexShrink={0}>
                    {t('cookies.essential.always')}
                  </Badge>
                </Flex>
                <Flex gap="4" align="start" justify="space-between">
                  <Stack gap="1">
                    <Text fontWeight="semibold">{t('cookies.analytics.title')}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('cookies.analytics.body')}
                    </Text>
                  </Stack>
                  <Switch.Root
                    recipe={switchSlotRecipe}
                    checked={draft}
                    onCheckedChange={(e) => setDraft(e.checked)}
                    colorPalette="brand"
                    flexShrink={0}
                    data-testid="cookie-analytics"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label srOnly>{t('cookies.analytics.title')}</Switch.Label>
                  </Switch.Root>
                </Flex>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('cookies.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={save} data-testid="cookie-save">
                {t('cookies.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('cookies.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
