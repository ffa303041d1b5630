import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Flex,
  HStack,
  Image,
  Portal,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { alertSlotRecipe, dialogSlotRecipe } from '@chakra-ui/react/theme';
import { Copy, Download, ImageIcon, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerateImage } from 'src/api/generated/image/image';
import type { GenerateImageResponse, SocialMedia } from 'src/api/generated/model';
import { http } from 'src/api/http';
import { notify } from 'src/components/notify';
import { track } from 'src/lib/analytics';
import { classifyImageError, MAX_INSTRUCTIONS } from './image-errors';
import { usePendingStage } from './usePendingStage';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The enhanced text the image is made from (shown again in the result with a copy button). */
  enhancedText: string;
  /** The social platform chosen in the options; sets the image size. */
  platform: SocialMedia;
}

/**
 * SPEC §2/§4 image-generation dialog: optional custom instructions with a remaining-characters counter and a
 * generate button; while pending 'Creating your social media post...' then 'Adding final touches...'; the
 * result shows the image with a download button and the enhanced text with a copy button. Closing resets it.
 */
export function ImageDialog({ open, onOpenChange, enhancedText, platform }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const [instructions, setInstructions] = useState('');
  const [result, setResult] = useState<GenerateImageResponse | null>(null);
  const [downloading, setDownloading] = useState(false);
  // each request gets a number; an answer that arrives after the dialog was closed or reset is ignored
  const requestId = useRef(0);
  const mutation = useGenerateImage({ request: { headers: { 'X-UI-Language': language } } });
  const pending = mutation.isPending;
  const stage = usePendingStage(pending);
  const platformName = t(`image.platform.${platform}`);

  const reset = () => {
    requestId.current++;
    setInstructions('');
    setResult(null);
    mutation.reset();
  };

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const generate = async () => {
    const id = ++requestId.current;
    const customInstructions = instructions.trim();
    try {
      const answer = await mutation.mutateAsync({
        data: {
          enhancedText,
          socialMediaPlatform: platform,
          ...(customInstructions ? { customInstructions } : {}),
        },
      });
      track.imageGenerated(platform);
      if (id === requestId.current) setResult(answer);
    } catch (err) {
      const e = classifyImageError(err);
      track.imageFailed(platform, e.kind);
      if (id !== requestId.current) return;
      if (e.kind === 'rateLimit') {
        notify.error(t('image.error.rateLimit.title'), t('image.error.rateLimit.description', { count: e.limit }));
      } else {
        notify.error(t(`image.error.${e.kind}.title`), t(`image.error.${e.kind}.description`));
      }
    }
  };

  const download = async () => {
    if (!result) return;
    setDownloading(true);
    try {
      const blob = await http<Blob>(result.imageUrl);
      if (!(blob instanceof Blob) || blob.size === 0) throw new Error('empty image');
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `likho-${platform}.png`;
      a.rel = 'noopener';
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
      notify.success(t('image.toast.downloadStarted.title'), t('image.toast.downloadStarted.description'));
    } catch {
      notify.error(t('image.toast.downloadFailed.title'), t('image.toast.downloadFailed.description'));
    } finally {
      setDownloading(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(enhancedText);
      notify.success(t('image.toast.copied.title'), t('image.toast.copied.description'));
    } catch {
      notify.error(t('image.toast.copyFailed.title'), t('image.toast.copyFailed.description'));
    }
  };

  const remaining = MAX_INSTRUCTIONS - instructions.length;

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => close(e.open)}
      placement="center"
      // One size at every width: a responsive { base: 'full' } kept full's 100dvh minimum height on larger
      // screens too (a tall, mostly empty column). A card sized to its content, centred, scrolling inside.
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="image-dialog" mx={{ base: '3', sm: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title>{t('image.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {result ? (
                <Stack gap="4" data-testid="image-result">
                  <Box borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg.muted">
                    <Image
                      src={result.imageUrl}
                      alt={t('image.resultAlt', { platform: platformName })}
                      w="full"
                      maxH="55vh"
                      objectFit="contain"
                      data-testid="image-preview"
                    />
                  </Box>
                  {result.message && (
                    <Alert.Root recipe={alertSlotRecipe} status="info" size="sm" data-testid="image-message">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Description>{result.message}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  <Flex gap="2" wrap="wrap">
                    <Button
                      colorPalette="brand"
                      onClick={() => void download()}
                      loading={downloading}
                      data-testid="image-download"
                    >
                      <Download />
                      {t('image.download')}
                    </Button>
                    <Button variant="ghost" onClick={reset} data-testid="image-again">
                      <RotateCcw />
                      {t('image.again')}
                    </Button>
                  </Flex>
                  <Stack gap="2">
                    <HStack justify="space-between">
                      <Text fontWeight="medium" id="image-text-label">
                        {t('image.textLabel')}
                      </Text>
                      <Button size="sm" variant="outline" onClick={() => void copy()} data-testid="image-copy">
                        <Copy />
                        {t('image.copy')}
                      </Button>
                    </HStack>
                    <Box
                      aria-labelledby="image-text-label"
                      borderWidth="1px"
                      borderRadius="l2"
                      p="3"
                      maxH="40"
                      overflowY="auto"
                      whiteSpace="pre-wrap"
                      fontSize="sm"
                      data-testid="image-text"
                    >
                      {enhancedText}
                    </Box>
                  </Stack>
                </Stack>
              ) : pending ? (
                <Stack align="center" gap="4" py="10" role="status" aria-live="polite" data-testid="image-pending">
                  <Spinner size="xl" color="brand.solid" />
                  <Text fontWeight="medium" data-stage={stage}>
                    {t(stage === 'creating' ? 'image.pending.creating' : 'image.pending.finishing')}
                  </Text>
                </Stack>
              ) : (
                <Stack gap="4" data-testid="image-form">
                  <Text color="fg.muted">{t('image.description', { platform: platformName })}</Text>
                  <Field.Root>
                    <Field.Label>{t('image.instructionsLabel')}</Field.Label>
                    <Textarea
                      value={instructions}
                      onChange={(e) => setInstructions(e.target.value.slice(0, MAX_INSTRUCTIONS))}
                      maxLength={MAX_INSTRUCTIONS}
                      rows={3}
                      placeholder={t('image.instructionsPlaceholder')}
                      data-testid="image-instructions"
                    />
                    <Flex w="full" justify="space-between" gap="3">
                      <Field.HelperText>{t('image.instructionsHelp')}</Field.HelperText>
                      <Field.HelperText
                        flexShrink={0}
                        color={remaining <= 20 ? 'fg.warning' : undefined}
                        data-testid="image-remaining"
                      >
                        {t('image.remaining', { count: remaining })}
                      </Field.HelperText>
                    </Flex>
                  </Field.Root>
                </Stack>
              )}
            </Dialog.Body>
            {!result && (
              <Dialog.Footer>
                <Button variant="outline" onClick={() => close(false)}>
                  {t('image.cancel')}
                </Button>
                <Button
                  colorPalette="brand"
                  onClick={() => void generate()}
                  loading={pending}
                  disabled={!enhancedText.trim()}
                  data-testid="image-generate"
                >
                  <ImageIcon />
                  {t('image.generate')}
                </Button>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('image.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
