import { Box, Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { MixedText } from 'src/components/MixedText';
import type { LearnFromMistakes } from './useLearnFromMistakes';

/** The progress bar and rotating tip shown while the lesson is being generated (hidden otherwise). */
export function LearningProgress({ learn }: { learn: Pick<LearnFromMistakes, 'status' | 'progress' | 'tip'> }) {
  const { t, i18n } = useTranslation();
  if (learn.status !== 'pending' && learn.status !== 'success') return null;
  const label = learn.status === 'success' ? t('learning.opening') : t('learning.generating');
  return (
    <Box data-testid="learning-progress" borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
      <Progress.Root
        recipe={progressSlotRecipe}
        value={Math.round(learn.progress)}
        max={100}
        colorPalette="brand"
        size="sm"
        aria-label={label}
      >
        <Progress.Label mb="2" fontWeight="medium">
          {label}
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text mt="2" fontSize="sm" color="fg.muted" aria-live="polite" data-testid="learning-tip">
        {learn.status === 'success' ? (
          ''
        ) : (
          <MixedText text={learn.tip} language={i18n.language === 'hi' ? 'hi' : 'en'} />
        )}
      </Text>
    </Box>
  );
}
