import type { OutputLanguage } from 'src/engines/writing/writing-engine';
import { exercisesFromMistakes, type Exercise } from './exercises';
import { generalExercises, levelOf } from './general-exercises';
import {
  LEARNING_TOPICS,
  say,
  topicName,
  topicRule,
  words,
  type LearningTopic,
  type TextLanguage,
} from './lesson-text';
import type { MistakeInContext } from './mistakes';
import { countWords } from 'src/common/text';

export interface Lesson {
  /** Markdown for reading. */
  content: string;
  exercises: Exercise[];
  /** The topics found, in lesson order, with how many mistakes of each. */
  topics: { topic: LearningTopic; count: number }[];
}

/** Escapes the visitor's text for Markdown (no raw HTML, no accidental emphasis or links). */
export function escapeMarkdown(s: string): string {
  return s.replace(/([\\`*_[\]<>#|~{}])/g, '\\$1');
}

const bold = (s: string) => (s.trim() ? `**${escapeMarkdown(s)}**` : '');

/** Groups mistakes by topic in lesson order; the same correction twice counts once. */
export function groupMistakes(mistakes: MistakeInContext[]): Map<LearningTopic, MistakeInContext[]> {
  const groups = new Map<LearningTopic, MistakeInContext[]>();
  for (const topic of LEARNING_TOPICS) {
    const seen = new Set<string>();
    const list = mistakes.filter((m) => {
      const key = `${m.before.toLowerCase()}→${m.after.toLowerCase()}`;
      if (m.topic !== topic || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (list.length) groups.set(topic, list);
  }
  return groups;
}

const EXAMPLES_PER_TOPIC = 4;

/** The lesson built offline from the detected mistakes. */
export function buildLesson(
  text: string,
  mistakes: MistakeInContext[],
  lang: OutputLanguage,
  textLang: TextLanguage,
  /** The engine made corrections, but none could be taught with certainty: not called a clean text. */
  uncertain = false,
): Lesson {
  const w = words(lang);
  const groups = groupMistakes(mistakes);
  if (!groups.size) {
    const level = levelOf(text);
    const exercises = generalExercises(level, lang, textLang);
    const content = [
      `# ${uncertain ? w.uncertainTitle : w.cleanTitle}`,
      say(lang, uncertain ? 'uncertain' : 'clean', {
        words: countWords(text),
        level: w.levels[level],
      }),
      `## ${w.tipsTitle}`,
      w.tips.map((t) => `- ${t}`).join('\n'),
      say(lang, 'practiceGeneral', { n: exercises.length }),
    ].join('\n\n');
    return { content, exercises, topics: [] };
  }
  const total = [...groups.values()].reduce((n, l) => n + l.length, 0);
  const exercises = exercisesFromMistakes(groups, lang, textLang);
  const parts = [
    `# ${w.title}`,
    say(lang, 'intro', {
      count: total,
      mistakes: total === 1 ? w.mistakeOne : w.mistakeMany,
      kinds: groups.size,
      kindWord: groups.size === 1 ? w.kindOne : w.kindMany,
      found: total === 1 ? w.foundOne : w.foundMany,
    }),
  ];
  let n = 0;
  for (const [topic, list] of groups) {
    n += 1;
    parts.push(`## ${n}. ${topicName(topic, lang)} (${list.length})`);
    parts.push(`**${w.rule}:** ${topicRule(topic, lang, textLang)}`);
    parts.push(`**${w.fromYourText}:**`);
    const examples = list
      .slice(0, EXAMPLES_PER_TOPIC)
      .map((m) =>
        [
          `- ✗ ${w.youWrote}: ${escapeMarkdown(m.prefix)}${bold(m.before)}${escapeMarkdown(m.suffix)}`,
          `  ✓ ${w.correct}: ${escapeMarkdown(m.prefix)}${bold(m.after)}${escapeMarkdown(m.suffix)}`,
        ].join('  \n'),
      );
    parts.push(examples.join('\n'));
    if (list.length > EXAMPLES_PER_TOPIC) parts.push(`_${say(lang, 'more', { n: list.length - EXAMPLES_PER_TOPIC })}_`);
  }
  // the page puts its own "Practice" heading over the exercises: the lesson only introduces them
  parts.push(say(lang, 'practice', { n: exercises.length }));
  return {
    content: parts.join('\n\n'),
    exercises,
    topics: [...groups].map(([topic, list]) => ({ topic, count: list.length })),
  };
}
