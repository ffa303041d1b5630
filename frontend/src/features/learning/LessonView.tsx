import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown from 'react-markdown';
import { MixedText } from 'src/components/MixedText';
import { scoreOf } from './check';
import { ExerciseCard } from './ExerciseCard';
import { loadAnswers, saveAnswers, type AnswerState, type Lesson } from 'src/features/lessons';
import { withoutPracticeHeading } from './lesson-content';

/** A hast node, as much of it as the plugin below reads. */
interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const ENGLISH_RUN = /([A-Za-z][A-Za-z'’-]*(?:[\s.,!?;:]+[A-Za-z][A-Za-z'’-]*)*)/;

/**
 * Rehype plugin for a lesson shown in Hindi: its English examples ("She go to school") are wrapped in
 * `<span lang="en">`, so a screen reader reads them as English and the page's Hindi text stays Hindi.
 */
function markEnglishRuns() {
  const walk = (node: HastNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child): HastNode[] => {
      if (child.type !== 'text' || !child.value || !/[A-Za-z]/.test(child.value)) {
        walk(child);
        return [child];
      }
      return child.value
        .split(ENGLISH_RUN)
        .filter(Boolean)
        .map((part) =>
          /^[A-Za-z]/.test(part)
            ? {
                type: 'element',
                tagName: 'span',
                properties: { lang: 'en' },
                children: [{ type: 'text', value: part }],
              }
            : { type: 'text', value: part },
        );
    });
  };
  return (tree: HastNode) => walk(tree);
}
const HINDI_PLUGINS = [markEnglishRuns];

/** The lesson Markdown (safe: raw HTML skipped), headings one level below the page title. */
function LessonMarkdown({ children }: { children: string }) {
  const { i18n } = useTranslation();
  return (
    <Box
      lineHeight="1.7"
      data-testid="lesson-content"
      css={{
        '& > * + *': { marginTop: '0.75em' },
        '& h2, & h3, & h4': { fontWeight: 'bold', lineHeight: '1.3', marginTop: '1.2em' },
        '& h2': { fontSize: 'xl' },
        '& h3': { fontSize: 'lg' },
        '& ul': { paddingInlineStart: '1.25em', listStyleType: 'none' },
        '& li + li': { marginTop: '0.6em' },
        '& strong': { fontWeight: 'bold' },
      }}
    >
      <ReactMarkdown
        skipHtml
        rehypePlugins={i18n.language === 'hi' ? HINDI_PLUGINS : undefined}
        components={{
          h1: ({ node: _n, ...p }) => <h2 {...p} />,
          h2: ({ node: _n, ...p }) => <h3 {...p} />,
          h3: ({ node: _n, ...p }) => <h4 {...p} />,
          a: ({ node: _n, ...p }) => <a {...p} target="_blank" rel="noopener noreferrer nofollow" />,
        }}
      >
        {children}
      </ReactMarkdown>
    </Box>
  );
}

/** The learn page body: original text, lesson, exercises with a score and a retry of the wrong ones. */
export function LessonView({ lesson }: { lesson: Lesson }) {
  const { t, i18n } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, AnswerState>>(() => loadAnswers(lesson.id));
  const [round, setRound] = useState(0);
  useEffect(() => saveAnswers(lesson.id, answers), [lesson.id, answers]);

  const score = scoreOf(lesson.exercises, answers);
  const finished = score.total > 0 && score.answered === score.total;
  const wrong = lesson.exercises.filter((e) => answers[e.id]?.checked && !answers[e.id]?.correct);

  const retryWrong = () => {
    setAnswers((prev) => {
      const next = { ...prev };
      for (const e of wrong) delete next[e.id];
      return next;
    });
    setRound((r) => r + 1);
  };
  const startOver = () => {
    setAnswers({});
    setRound((r) => r + 1);
  };

  return (
    <Stack gap="8">
      {lesson.message && (
        <Alert.Root recipe={alertSlotRecipe} status="info">
          <Alert.Indicator />
          <Alert.Title>{lesson.message}</Alert.Title>
        </Alert.Root>
      )}
      {lesson.originalText && (
        <Box as="section" aria-labelledby="learn-original">
          <Heading as="h2" id="learn-original" size="md" mb="2">
            {t('learn.originalText')}
          </Heading>
          <Box
            borderWidth="1px"
            borderRadius="l2"
            p="4"
            bg="bg.subtle"
            whiteSpace="pre-wrap"
            data-testid="original-text"
          >
            <MixedText text={lesson.originalText} language={i18n.language === 'hi' ? 'hi' : 'en'} />
          </Box>
        </Box>
      )}
      <Box as="section" aria-label={t('learn.lesson')}>
        <LessonMarkdown>{withoutPracticeHeading(lesson.content)}</LessonMarkdown>
      </Box>
      <Box as="section" aria-labelledby="learn-exercises">
        <HStack
          justify="space-between"
          align="baseline"
          wrap="wrap"
          mb="4"
          position="sticky"
          top="0"
          bg="bg"
          py="2"
          zIndex="1"
        >
          <Heading as="h2" id="learn-exercises" size="lg">
            {t('learn.exercises')}
          </Heading>
          <Text fontWeight="semibold" aria-live="polite" data-testid="score">
            {t('learn.score', { correct: score.correct, total: score.total })}
          </Text>
        </HStack>
        <Stack gap="4">
          {lesson.exercises.map((e, i) => (
            <ExerciseCard
              key={`${e.id}-${round}`}
              exercise={e}
              number={i + 1}
              state={answers[e.id]}
              onAnswer={(state) => setAnswers((prev) => ({ ...prev, [e.id]: state }))}
            />
          ))}
        </Stack>
        {finished && (
          <Box
            mt="6"
            p="5"
            borderWidth="1px"
            borderRadius="l2"
            bg="brand.subtle"
            data-testid="final-score"
            role="status"
          >
            <Heading as="h3" size="md">
              {t('learn.finalTitle')}
            </Heading>
            <Text mt="1">{t('learn.finalScore', { correct: score.correct, total: score.total })}</Text>
            <Text mt="1" color="fg.muted">
              {score.correct === score.total ? t('learn.allCorrect') : t('learn.someWrong', { count: wrong.length })}
            </Text>
            <HStack mt="3" gap="3" wrap="wrap">
              {wrong.length > 0 && (
                <Button colorPalette="brand" onClick={retryWrong} data-testid="retry-wrong">
                  <RotateCcw />
                  {t('learn.retryWrong')}
                </Button>
              )}
              <Button variant="outline" onClick={startOver} data-testid="start-over">
                {t('learn.startOver')}
              </Button>
            </HStack>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
