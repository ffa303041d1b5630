import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useGetConfig } from 'src/api/generated/system/system';
import { lazyPrerendered } from 'src/components/lazyPrerendered';
import { onNearView, useNearView } from 'src/components/nearView';
import { PageSpinner } from 'src/components/PageSpinner';
import { loadCoffeeSupport, scrollToSupport, SUPPORT_SECTION_ID } from 'src/features/donations';
import { loadMarketingSections } from 'src/features/marketing';
import { loadLearningProgress, useLearnFromMistakes } from 'src/features/learning';
import { usePageMeta } from 'src/app/usePageMeta';
import { useMediaInput } from 'src/features/media';
import {
  loadedOptionsPanel,
  loadOptionsPanel,
  OptionsDrawer,
  useEnhancementOptions,
  whenOptionsPanelShown,
} from 'src/features/options';
import { useShare } from 'src/features/share';
import { StatsBand } from 'src/features/stats';
import { TextTool } from 'src/features/text-tool';

// loaded when needed: the feedback widget with a result, the image dialog with a platform, the coffee block and
// the marketing sections below the first screen when the visitor heads for them, the options panel where the screen
// shows it (the router fetches it with the page there; the prerendered HTML of the sections and of a hidden panel
// stays as it is until then, not hydrated: links work as plain links, and what is done to its controls meanwhile is
// done again once the code has arrived: src/components/lazyPrerendered.tsx)
const CoffeeSupport = lazy(loadCoffeeSupport);
const FeedbackWidget = lazy(() => import('src/features/feedback').then((m) => ({ default: m.FeedbackWidget })));
const ImageDialog = lazy(() => import('src/features/image-dialog').then((m) => ({ default: m.ImageDialog })));
const LearningProgress = lazy(loadLearningProgress);
const MarketingSections = lazyPrerendered({ load: loadMarketingSections, when: onNearView });
const OptionsPanel = lazyPrerendered({
  load: loadOptionsPanel,
  loaded: loadedOptionsPanel,
  when: whenOptionsPanelShown,
});
export const DEFAULT_MAX_INPUT_CHARS = 20_000;

/** The text tool with the server's input limit: the config's arrival re-renders this part of the page only. */
function HomeTextTool(props: Omit<ComponentProps<typeof TextTool>, 'maxChars'>) {
  const { data: config } = useGetConfig();
  return <TextTool {...props} maxChars={config?.limits.maxInputChars ?? DEFAULT_MAX_INPUT_CHARS} />;
}

/** Home (SPEC §2): options panel, the main text panel, stats, coffee support, marketing sections. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.home.title'), t('meta.home.description'), { keywords: t('meta.home.keywords') });
  const { options, setOptions, reset } = useEnhancementOptions();
  const media = useMediaInput(options.outputLanguage);
  const learn = useLearnFromMistakes(options.outputLanguage);
  const { openShare } = useShare();
  const location = useLocation();
  /** The enhanced text the image dialog is open for (null: closed). */
  const [imageText, setImageText] = useState<string | null>(null);
  const supportBox = useRef<HTMLDivElement>(null);
  const supportNear = useNearView(supportBox);

  // /#support (the header's Support button on another page): the anchor is in the page from the first render
  useEffect(() => {
    if (location.hash === `#${SUPPORT_SECTION_ID}`) scrollToSupport();
  }, [location.hash]);

  return (
    <>
      <Box
        as="section"
        aria-labelledby="home-title"
        pt={{ base: '5', md: '6', lg: '5' }}
        pb={{ base: '8', md: '12' }}
        bgGradient="to-b"
        gradientFrom="brand.subtle"
        gradientTo="bg"
      >
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          <Stack gap="2" textAlign="center" align="center" mb={{ base: '5', md: '6', lg: '4' }}>
            <Heading as="h1" id="home-title" size={{ base: '2xl', md: '3xl', lg: '4xl' }} letterSpacing="tight">
              {t('home.heroTitle')}
            </Heading>
            <Text fontSize={{ base: 'sm', md: 'lg', lg: 'md' }} color="fg.muted" maxW="3xl">
              {t('home.heroSubtitle')}
            </Text>
          </Stack>
          <Box
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="l3"
            boxShadow="md"
            p={{ base: '4', md: '6', lg: '5' }}
            display="flex"
            flexDirection="column"
            gap={{ base: '6', lg: '4' }}
          >
            {/* Compact on large screens: Enhance stays on the first screen at 1024×768 with the options open. */}
            <Box display={{ base: 'none', md: 'block' }} pb={{ base: '6', lg: '4' }} borderBottomWidth="1px">
              <OptionsPanel value={options} onChange={setOptions} onReset={reset} />
            </Box>
            <HomeTextTool
              options={options}
              optionsButton={
                <Box display={{ base: 'block', md: 'none' }} mb="4">
                  <OptionsDrawer value={options} onChange={setOptions} onReset={reset} />
                </Box>
              }
              renderFeedback={(id) => (
                <Suspense fallback={null}>
                  <FeedbackWidget key={id} processedTextId={id} onShare={openShare} />
                </Suspense>
              )}
              onLearn={learn.start}
              learnPending={learn.pending}
              onGenerateImage={setImageText}
              onRecord={media.onRecord}
              onFile={media.onFile}
              mediaPanel={media.panel}
              mediaBusy={media.busy}
            />
            {/* the progress bar's code loads when a lesson is being made (it renders nothing otherwise) */}
            {(learn.status === 'pending' || learn.status === 'success') && (
              <Suspense fallback={null}>
                <LearningProgress learn={learn} />
              </Suspense>
            )}
            {options.socialMedia && (
              <Suspense fallback={null}>
                <ImageDialog
                  open={imageText !== null}
                  onOpenChange={(open) => !open && setImageText(null)}
                  enhancedText={imageText ?? ''}
                  platform={options.socialMedia}
                />
              </Suspense>
            )}
          </Box>
        </Container>
      </Box>
      <StatsBand />
      {/* The anchor of the header's Support button and of /#support, in the prerendered page too; its content is
          rendered in the browser (it depends on the server's config and the visitor's country) when near the view. */}
      <Box ref={supportBox} id={SUPPORT_SECTION_ID} scrollMarginTop="20" tabIndex={-1} outline="none">
        {supportNear ? (
          <Suspense fallback={<PageSpinner />}>
            <CoffeeSupport />
          </Suspense>
        ) : (
          <PageSpinner />
        )}
      </Box>
      <MarketingSections onSupport={scrollToSupport} />
    </>
  );
}
