import { Button, CloseButton, Dialog, Flex, Link, Portal, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from 'src/components/notify';
import { track } from 'src/lib/analytics';

export const COPIED_STATE_MS = 2000;

/** Share links of the four networks for a message and the site address. */
export function shareLinks(message: string, url: string) {
  const text = encodeURIComponent(message);
  const u = encodeURIComponent(url);
  return [
    { id: 'x', href: `https://twitter.com/intent/tweet?text=${text}` },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${text}` },
    { id: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: 'whatsapp', href: `https://wa.me/?text=${text}` },
  ] as const;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (default: the element focused when it opened). */
  finalFocusEl?: () => HTMLElement | null;
}

/** SPEC §2 share dialog: a copyable promo message (fixed text + site origin) and four share links. */
export function ShareDialog({ open, onOpenChange, finalFocusEl }: Props) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const origin = window.location.origin;
  const message = `${t('share.promo')} ${origin}`;

  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return () => window.clearTimeout(id);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      setCopied(true);
      track.shareTargetChosen('copy');
    } catch {
      notify.error(t('toast.copyFailed.title'), t('toast.copyFailed.description'));
    }
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      // One size at every width: a responsive { base: 'full' } kept full's 100dvh minimum height on larger
      // screens too (a 512 px column from top to bottom). A card sized to its content, centred.
      size="md"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="share-dialog" mx={{ base: '3', sm: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title>{t('share.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">{t('share.body')}</Text>
                <Textarea
                  value={message}
                  readOnly
                  rows={4}
                  aria-label={t('share.messageLabel')}
                  onFocus={(e) => e.currentTarget.select()}
                  data-testid="share-message"
                />
                <Flex>
                  <Button onClick={() => void copy()} colorPalette="brand" variant={copied ? 'subtle' : 'solid'}>
                    {copied ? <Check /> : <Copy />}
                    <span aria-live="polite">{copied ? t('share.copied') : t('share.copy')}</span>
                  </Button>
                </Flex>
                <SimpleGrid
                  columns={{ base: 2, sm: 4 }}
                  gap="2"
                  as="ul"
                  listStyleType="none"
                  aria-label={t('share.networks')}
                >
                  {shareLinks(message, origin).map((l) => (
                    <li key={l.id}>
                      <Button asChild variant="outline" w="full" size="sm">
                        <Link
                          href={l.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          onClick={() => track.shareTargetChosen(l.id)}
                          data-testid={`share-${l.id}`}
                        >
                          {t(`share.network.${l.id}`)}
                        </Link>
                      </Button>
                    </li>
                  ))}
                </SimpleGrid>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('share.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
