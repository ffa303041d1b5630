import { Box, Button, Grid, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { GraduationCap, ImageIcon, Wand2 } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { countChars, countWords } from '@likho/site/text';
import { useTranslation } from 'react-i18next';
import { getGetStatsQueryKey } from 'src/api/generated/stats/stats';
import { errorMessage } from 'src/api/http';
import { notify } from 'src/components/notify';
import { track } from 'src/lib/analytics';
import { toProcessTextBody, type EnhancementOptions } from 'src/features/options';
import { useProcessText } from 'src/api/generated/text/text';
import { InputPanel } from './InputPanel';
import { OutputPanel } from './OutputPanel';
import { loadDownload, loadExplanationCard, loadOutputError, loadProcessingBanner } from './processing-banner';
import { initialToolState, isBlank, toolReducer } from './state';

interface Props {
  options: EnhancementOptions;
  maxChars: number;
  /** Small-screen options drawer trigger, shown in the input toolbar. */
  optionsButton?: ReactNode;
  /** The feedback widget for a processed text (hidden without an id). */
  renderFeedback?: (usageStatsId: string) => ReactNode;
  /** Learn From Mistakes (wired by the learning feature). */
  onLearn?: (inputText: string) => void;
  /** Learning content is being generated: the Learn button is disabled (SPEC §5). */
  learnPending?: boolean;
  /** Generate image (wired by the image feature). */
  onGenerateImage?: (enhancedText: string) => void;
  /** Microphone and upload (wired by the media feature); `deliver` puts text into the input and enhances it. */
  onRecord: (deliver: (text: string) => void) => void;
  onFile: (file: File, deliver: (text: string) => void) => void;
  /** Recording controls or file progress, shown under the input toolbar. */
  mediaPanel?: ReactNode;
  /** Recording or file processing is running: the input's buttons wait. */
  mediaBusy?: boolean;
}

/** The main text panel: input (about 40 % on large screens) and output (about 60 %). */
export function TextTool({ options, maxChars, optionsButton, renderFeedback, ...handlers }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(toolReducer, initialToolState);
  const [announcement, setAnnouncement] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // the typed change list and notices come back in the interface language (the explanation card shows them)
  const process = useProcessText({ request: { headers: { 'X-UI-Language': i18n.language === 'hi' ? 'hi' : 'en' } } });
  const blank = isBlank(state.input);
  const processing = state.status === 'processing';

  useEffect(() => {
    if (blank) return;
    void loadProcessingBanner();
    void loadExplanationCard();
    void loadOutputError();
  }, [blank]);

  const refreshStats = () => queryClient.invalidateQueries({ queryKey: getGetStatsQueryKey() });

  const enhance = async (text: string = state.input) => {
    if (processing) return;
    if (isBlank(text)) {
      notify.error(t('toast.inputRequired.title'), t('toast.inputRequired.description'));
      textareaRef.current?.focus();
      return;
    }
    if (countChars(text) > maxChars) {
      notify.error(t('toast.tooLong.title'), t('tool.tooLong', { max: maxChars.toLocaleString() }));
      return;
    }
    void loadProcessingBanner();
    dispatch({ type: 'start' });
    setAnnouncement(t('tool.processingAnnouncement'));
    track.enhanceSubmitted(options, countWords(text));
    try {
      const [res] = await Promise.all([
        process.mutateAsync({ data: toProcessTextBody(text, options) }),
        // a card that cannot be fetched is left out: the result is shown without it
        loadExplanationCard().catch(() => undefined),
      ]);
      if (!res.success) throw new Error(res.message || t('toast.processingFailed.description'));
      dispatch({
        type: 'success',
        result: {
          enhancedText: res.enhancedText,
          changes: res.changes,
          notices: res.notices,
          detailed: options.enhancements.includes('explain'),
          usageStatsId: res.usageStatsId || null,
        },
      });
      setAnnouncement(t('tool.doneAnnouncement'));
      track.enhanceSucceeded();
      notify.success(t('toast.enhanced.title'), t('toast.enhanced.description'));
    } catch (err) {
      // the notice's code, fetched with the banner (when it could not be, the panel shows the plain message)
      await loadOutputError().catch(() => undefined);
      dispatch({ type: 'failure', error: errorMessage(err) });
      track.enhanceFailed(err);
      setAnnouncement(t('toast.processingFailed.description'));
      notify.error(t('toast.processingFailed.title'), t('toast.processingFailed.description'));
    } finally {
      void refreshStats();
    }
  };

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      if (text) dispatch({ type: 'input', value: state.input ? `${state.input}\n${text}` : text });
      textareaRef.current?.focus();
    } catch {
      notify.error(t('toast.clipboardFailed.title'), t('toast.clipboardFailed.description'));
    }
  };

  const copy = async () => {
    if (!state.result) return;
    try {
      await navigator.clipboard.writeText(state.result.enhancedText);
      track.outputCopied();
      notify.success(t('toast.copied.title'), t('toast.copied.description'));
    } catch {
      notify.error(t('toast.copyFailed.title'), t('toast.copyFailed.description'));
    }
  };

  const download = (format: 'txt' | 'md') => {
    if (!state.result) return;
    const text = state.result.enhancedText;
    // fetched with the download menu (OutputPanel)
    void loadDownload().then(({ downloadText, markdownToPlainText }) => {
      if (format === 'md') downloadText(text, 'likho.md', 'text/markdown');
      else downloadText(markdownToPlainText(text), 'likho.txt', 'text/plain');
      track.outputDownloaded(format);
      notify.success(t('toast.download.title'), t('toast.download.description'));
    });
  };

  const clear = () => {
    dispatch({ type: 'clear' });
    textareaRef.current?.focus();
  };

  // A new transcription replaces the input, resets to idle and is enhanced at once (SPEC §4). The media work
  // ends long after it started, so it calls the latest enhance (current options), not the one of its start.
  const deliverRef = useRef<(text: string) => void>(() => {});
  useEffect(() => {
    deliverRef.current = (text) => {
      dispatch({ type: 'clear' });
      dispatch({ type: 'input', value: text });
      void enhance(text);
    };
  });
  const deliver = useCallback((text: string) => deliverRef.current(text), []);

  const hasOutput = !!state.result;
  const actions = (
    <HStack gap="2" wrap="wrap">
      <Button
        colorPalette="brand"
        size="lg"
        flex={{ base: '1', sm: 'initial' }}
        minW="40"
        onClick={() => void enhance()}
        aria-disabled={blank || processing}
        loading={processing}
        loadingText={t('tool.enhancing')}
        data-testid="enhance"
      >
        <Wand2 />
        {t('tool.enhance')}
      </Button>
      {hasOutput && (
        <Button
          variant="outline"
          size="lg"
          disabled={blank || handlers.learnPending}
          onClick={() => handlers.onLearn?.(state.input)}
          data-testid="learn"
        >
          <GraduationCap />
          {t('tool.learn')}
        </Button>
      )}
      {hasOutput && options.socialMedia && (
        <Button
          variant="outline"
          size="lg"
          onClick={() => handlers.onGenerateImage?.(state.result!.enhancedText)}
          data-testid="generate-image"
        >
          <ImageIcon />
          {t('tool.generateImage')}
        </Button>
      )}
    </HStack>
  );

  return (
    <Box as="section" aria-labelledby="likho-tool-title" data-testid="text-tool">
      <VisuallyHidden>
        <h2 id="likho-tool-title">{t('tool.title')}</h2>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>
      {optionsButton}
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '6', lg: '6' }} alignItems="start">
        <InputPanel
          value={state.input}
          onChange={(value) => dispatch({ type: 'input', value })}
          onClear={clear}
          onPaste={() => void paste()}
          onRecord={() => handlers.onRecord(deliver)}
          onFile={(file) => handlers.onFile(file, deliver)}
          mediaPanel={handlers.mediaPanel}
          onSubmit={() => void enhance()}
          maxChars={maxChars}
          busy={processing || !!handlers.mediaBusy}
          actions={actions}
          textareaRef={textareaRef}
        />
        <OutputPanel
          state={state}
          onCopy={() => void copy()}
          onDownload={download}
          onRetry={() => void enhance()}
          feedback={state.result?.usageStatsId && renderFeedback ? renderFeedback(state.result.usageStatsId) : null}
        />
      </Grid>
    </Box>
  );
}
