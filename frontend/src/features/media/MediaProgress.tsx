import { Box, HStack, Progress as ChakraProgress, Spinner, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';

export type MediaStatus =
  | 'preparing'
  | 'uploadingAudio'
  | 'transcribing'
  | 'preparingImage'
  | 'readingImage'
  | 'uploadingImage'
  | 'readingImageServer'
  | 'extractingAudio'
  | 'uploadingVideo'
  | 'convertingVideo';

export interface Progress {
  status: MediaStatus;
  /** 0-100 where the step can be measured (uploads, the browser converter), else null. */
  percent: number | null;
}

/** File processing busy state (SPEC §2, §4): status message and percentage, announced politely. */
export function MediaProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const message = t(`media.status.${progress.status}`);
  return (
    <Box
      borderRadius="l2"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      p="3"
      data-testid="media-progress"
      data-status={progress.status}
    >
      <HStack gap="3" mb="2">
        <Spinner size="sm" color="brand.solid" />
        <Text role="status" aria-live="polite" fontWeight="medium" color="brand.fg" data-testid="media-status">
          {message}
        </Text>
        {progress.percent !== null && (
          <Text ms="auto" fontVariantNumeric="tabular-nums" data-testid="media-percent">
            {t('media.percent', { value: progress.percent })}
          </Text>
        )}
      </HStack>
      <ChakraProgress.Root
        recipe={progressSlotRecipe}
        value={progress.percent}
        size="xs"
        colorPalette="brand"
        aria-label={message}
      >
        <ChakraProgress.Track>
          <ChakraProgress.Range />
        </ChakraProgress.Track>
      </ChakraProgress.Root>
    </Box>
  );
}
