import { Box, HStack, Progress, Spinner, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const PROCESSING_MESSAGE_COUNT = 16;
export const PROCESSING_INTERVAL_MS = 2000;

/** While text is processed: an indeterminate bar and 16 messages rotating every 2 s, announced politely. */
export function ProcessingBanner() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setIndex((i) => (i + 1) % PROCESSING_MESSAGE_COUNT), PROCESSING_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, []);
  return (
    <Box borderRadius="l2" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" p="4" data-testid="processing">
      <HStack gap="3" mb="3">
        <Spinner size="sm" color="brand.solid" />
        <Text role="status" aria-live="polite" fontWeight="medium" color="brand.fg" data-testid="processing-message">
          {t(`processing.messages.m${index + 1}`)}
        </Text>
      </HStack>
      <Progress.Root
        recipe={progressSlotRecipe}
        value={null}
        size="xs"
        colorPalette="brand"
        aria-label={t('processing.label')}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
