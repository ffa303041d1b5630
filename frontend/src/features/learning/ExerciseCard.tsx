import { Badge, Box, Button, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { hasDevanagari } from '@likho/site/text';
import { useTranslation } from 'react-i18next';
import { MixedText } from 'src/components/MixedText';
import { useCheckAnswer } from 'src/api/generated/learning/learning';
import type { LearningExercise } from 'src/api/generated/model';
import { isCorrect } from './check';
import type { AnswerState } from 'src/features/lessons';

const BLANK = '____';

/** A sentence with its blank drawn as a gap. */
function Sentence({ text }: { text: string }) {
  const { t, i18n } = useTranslation();
  const ui = i18n.language === 'hi' ? 'hi' : 'en';
  const parts = text.split(BLANK);
  return (
    <Text fontSize="lg" whiteSpace="pre-wrap" data-testid="exercise-sentence">
      {parts.map((p, i) => (
        <span key={i}>
          <MixedText text={p} language={ui} />
          {i < parts.length - 1 && (
            <Box
              as="span"
              display="inline-block"
              minW="16"
              borderBottomWidth="2px"
              borderColor="fg.muted"
              mx="1"
              aria-label={t('learn.blank')}
            >
              {'\u00a0'}
            </Box>
          )}
        </span>
      ))}
    </Text>
  );
}

interface Props {
  exercise: LearningExercise;
  number: number;
  state?: AnswerState;
  onAnswer: (state: AnswerState) => void;
}

/** One exercise: answer, check, then see whether it was right and why. */
export function ExerciseCard({ exercise, number, state, onAnswer }: Props) {
  const { t, i18n } = useTranslation();
  // The learner's sentences are English or Hindi inside a Hindi or English page: English words are marked so a
  // screen reader pronounces them as English.
  const ui = i18n.language === 'hi' ? 'hi' : 'en';
  const mixed = (text: string) => <MixedText text={text} language={ui} />;
  const inputId = useId();
  const initial = state?.value ?? (exercise.kind === 'find_and_fix' ? exercise.sentence : '');
  const [value, setValue] = useState(initial);
  const checked = state?.checked ?? false;

  const judge = useCheckAnswer();
  /** The expected answer is right at once; a corrected sentence worded differently is judged by the server
   * (it makes the fix and the grammar check finds nothing left). Offline, only the expected answer counts. */
  const check = () => {
    if (isCorrect(exercise, value) || exercise.kind !== 'find_and_fix') {
      onAnswer({ value, checked: true, correct: isCorrect(exercise, value) });
      return;
    }
    const { kind, topic, sentence, answer } = exercise;
    judge.mutate(
      { data: { kind, topic, sentence, answer, given: value } },
      {
        onSuccess: (r) => onAnswer({ value, checked: true, correct: r.correct, verdict: r.verdict }),
        onError: () => onAnswer({ value, checked: true, correct: false }),
      },
    );
  };
  const edit = (v: string) => {
    setValue(v);
    if (checked) onAnswer({ value: v, checked: false, correct: false });
  };

  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="l2"
      p={{ base: '4', md: '5' }}
      borderColor={checked ? (state?.correct ? 'green.muted' : 'red.muted') : 'border'}
      data-testid="exercise"
      data-exercise-id={exercise.id}
      data-kind={exercise.kind}
      aria-labelledby={`${inputId}-title`}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start">
          <Text id={`${inputId}-title`} fontWeight="semibold">
            {t('learn.exerciseNumber', { n: number })} · {mixed(exercise.prompt)}
          </Text>
          <Badge variant="subtle" flexShrink="0">
            {t(`learn.kinds.${exercise.kind}`)}
          </Badge>
        </HStack>
        {exercise.kind !== 'find_and_fix' && exercise.sentence && <Sentence text={exercise.sentence} />}
        {exercise.kind === 'fill_blank' && exercise.hint && (
          <Text fontSize="sm" color="fg.muted">
            {mixed(t('learn.hint', { hint: exercise.hint }))}
          </Text>
        )}
        {exercise.kind === 'multiple_choice' && (
          <RadioGroup.Root
            recipe={radioGroupSlotRecipe}
            value={value || null}
            onValueChange={(e) => edit(e.value ?? '')}
            aria-labelledby={`${inputId}-title`}
          >
            <Stack gap="2">
              {(exercise.choices ?? []).map((choice) => (
                <RadioGroup.Item key={choice} value={choice} data-testid="choice">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText whiteSpace="pre-wrap">{mixed(choice)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        {exercise.kind === 'find_and_fix' && (
          <Textarea
            aria-label={t('learn.yourCorrection')}
            lang={hasDevanagari(exercise.sentence) ? 'hi' : 'en'}
            value={value}
            onChange={(e) => edit(e.target.value)}
            autoresize
            fontSize="lg"
            data-testid="answer-input"
          />
        )}
        {exercise.kind === 'fill_blank' && (
          <Input
            recipe={inputRecipe}
            aria-label={t('learn.yourAnswer')}
            value={value}
            onChange={(e) => edit(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && value.trim()) check();
            }}
            maxW="sm"
            data-testid="answer-input"
          />
        )}
        <HStack>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={check}
            disabled={!value.trim()}
            loading={judge.isPending}
            data-testid="check"
          >
            {t('learn.check')}
          </Button>
          {exercise.kind === 'find_and_fix' && !checked && value !== exercise.sentence && (
            <Button size="sm" variant="ghost" onClick={() => edit(exercise.sentence)}>
              {t('learn.resetSentence')}
            </Button>
          )}
        </HStack>
        {checked && (
          <Box role="status" data-testid="feedback" data-correct={state?.correct ? 'true' : 'false'}>
            <HStack color={state?.correct ? 'green.fg' : 'red.fg'} fontWeight="semibold" gap="2">
              {state?.correct ? <CheckCircle2 size={18} aria-hidden /> : <XCircle size={18} aria-hidden />}
              <Text>{state?.correct ? t('learn.correct') : t('learn.incorrect')}</Text>
            </HStack>
            {state?.verdict === 'still_wrong' && <Text mt="1">{t('learn.stillWrong')}</Text>}
            {state?.verdict === 'accepted' && (
              <Text mt="1" data-testid="correct-answer">
                {t('learn.alsoRight')} <strong>{mixed(exercise.answer)}</strong>
              </Text>
            )}
            {!state?.correct && (
              <Text mt="1" data-testid="correct-answer">
                {t('learn.correctAnswer')} <strong>{mixed(exercise.answer)}</strong>
              </Text>
            )}
            <Text mt="1" color="fg.muted" data-testid="explanation">
              {mixed(exercise.explanation)}
            </Text>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
