import { Box, Button, Center, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Copy, Sparkles } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadOnInterest } from 'src/components/LoadOnInterest';
import { Tooltip } from 'src/components/Tooltip';
import { DownloadButton } from './DownloadButton';
import { loadDownload, loadedExplanationCard, loadedOutputError, loadProcessingBanner } from './processing-banner';
import type { ToolState } from './state';

/** The download menu's code (Chakra's menu machine) and the download's: fetched when its button is first reached. */
const loadDownloadMenu = () => Promise.all([import('./DownloadMenu'), loadDownload()]).then(([menu]) => menu);

const ProcessingBanner = lazy(() => loadProcessingBanner().then((m) => ({ default: m.ProcessingBanner })));

/** The Markdown renderer (react-markdown, about 37 kB) loads with the first result, not with the page. */
const Markdown = lazy(() => import('src/components/Markdown').then((m) => ({ default: m.Markdown })));

interface Props {
  state: ToolState;
  onCopy: () => void;
  onDownload: (format: 'txt' | 'md') => void;
  onRetry: () => void;
  feedback?: ReactNode;
}

/** SPEC §2 output panel: result as safe Markdown, copy and download, explanation card, feedback widget. */
export function OutputPanel({ state, onCopy, onDownload, onRetry, feedback }: Props) {
  const { t } = useTranslation();
  const { status, result } = state;
  // fetched before a result is shown (TextTool): a module-level component, the same on every render
  const ExplanationCard = loadedExplanationCard();
  const OutputError = loadedOutputError();
  return (
    <Flex direction="column" gap="3" h="full">
      <Flex align="center" gap="1" minH="8">
        <Text as="h2" fontWeight="semibold" fontSize="md" me="auto">
          {t('tool.outputTitle')}
        </Text>
        {result && (
          <>
            <Tooltip content={t('tool.copy')}>
              <IconButton
                aria-label={t('tool.copy')}
                variant="ghost"
                size="sm"
                onClick={onCopy}
                data-testid="copy-output"
              >
                <Copy />
              </IconButton>
            </Tooltip>
            <LoadOnInterest
              load={loadDownloadMenu}
              opensOnPress
              plain={<DownloadButton aria-haspopup="menu" aria-expanded={false} />}
              loaded={({ DownloadMenu }, pressed) => <DownloadMenu defaultOpen={pressed} onDownload={onDownload} />}
            />
          </>
        )}
      </Flex>

      <Box
        flex="1"
        minH={{ base: '180px', lg: '220px' }}
        borderWidth="1px"
        borderRadius="l2"
        bg="bg"
        p={{ base: '4', md: '5' }}
        aria-busy={status === 'processing'}
        data-testid="output-panel"
        data-status={status}
      >
        {status === 'processing' && (
          <Suspense fallback={null}>
            <ProcessingBanner />
          </Suspense>
        )}
        {status === 'error' &&
          (OutputError ? (
            <OutputError message={state.error} onRetry={onRetry} />
          ) : (
            <Stack gap="2" role="alert" data-testid="output-error">
              <Text fontWeight="semibold">{t('toast.processingFailed.title')}</Text>
              <Text>{state.error || t('toast.processingFailed.description')}</Text>
              <Button size="xs" variant="outline" alignSelf="start" onClick={onRetry}>
                {t('tool.retry')}
              </Button>
            </Stack>
          ))}
        {status !== 'processing' && status !== 'error' && !result && (
          <Center h="full" minH="inherit" textAlign="center" color="fg.muted" data-testid="output-empty">
            <Stack align="center" gap="3" maxW="sm">
              <Box p="3" borderRadius="full" bg="brand.subtle" color="brand.fg">
                <Sparkles aria-hidden="true" />
              </Box>
              <Text fontWeight="medium" color="fg">
                {t('tool.emptyTitle')}
              </Text>
              <Text fontSize="sm">{t('tool.emptyBody')}</Text>
            </Stack>
          </Center>
        )}
        {result && (
          <Box data-testid="output-text">
            <Suspense fallback={<Text whiteSpace="pre-wrap">{result.enhancedText}</Text>}>
              <Markdown>{result.enhancedText}</Markdown>
            </Suspense>
          </Box>
        )}
      </Box>

      {result && ExplanationCard ? (
        <ExplanationCard changes={result.changes} notices={result.notices} detailed={result.detailed} />
      ) : null}
      {result && feedback ? <HStack justify="flex-end">{feedback}</HStack> : null}
    </Flex>
  );
}
