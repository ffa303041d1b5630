import type { OutputLanguage } from 'src/engines/writing/writing-engine';
import { BLANK, say, topicRule, type ExerciseKind, type LearningTopic, type TextLanguage } from './lesson-text';
import type { MistakeInContext } from './mistakes';
import { choicesFor, distractors } from './distractors';

/** One practice item; the page checks the visitor's answer against `answer`. */
export interface Exercise {
  id: string;
  kind: ExerciseKind;
  topic: LearningTopic;
  /** The instruction, in the output language. */
  prompt: string;
  /** The sentence to work on: with the mistake (find and fix) or with a blank (____). Empty when the choices are sentences. */
  sentence: string;
  /** Multiple choice only: the options, exactly one of which is `answer`. */
  choices?: string[];
  answer: string;
  /** Why the answer is right, in the output language. */
  explanation: string;
  /** Fill in the blank: what the visitor wrote there, or a hint. */
  hint?: string;
}

/** A stable order that does not always put the answer first. */
export function shuffle(id: string, list: string[]): string[] {
  const h = (s: string) => [...s].reduce((acc, ch) => (Math.imul(acc, 31) + ch.charCodeAt(0)) >>> 0, 7);
  return [...list].sort((a, b) => h(id + a) - h(id + b) || a.localeCompare(b));
}

const FILL_TOPICS = new Set<LearningTopic>([
  'spelling',
  'agreement',
  'articles',
  'grammar',
  'word_choice',
  'capitalization',
]);

/**
 * One exercise per mistake (at most two mistakes per topic), the kinds taking turns over the lesson among
 * the kinds that fit the mistake, so that no mistake is asked three times over. A lesson of one or two
 * mistakes asks each of them twice, in two different kinds (find and fix, then a blank).
 */
export function exercisesFromMistakes(
  groups: Map<LearningTopic, MistakeInContext[]>,
  lang: OutputLanguage,
  text: TextLanguage,
  max = 30,
): Exercise[] {
  const out: Exercise[] = [];
  const chosen = [...groups].flatMap(([topic, list]) => list.slice(0, 2).map((m, n) => ({ topic, m, n })));
  const few = chosen.length <= 2;
  let turn = 0;
  for (const { topic, m, n } of chosen) {
    const id = `${topic}-${n + 1}`;
    const explanation = `${say(lang, 'because', { before: m.before, after: m.after })} ${topicRule(topic, lang, text)}`;
    const blankSentence = m.prefix + BLANK + m.suffix;
    const fix: Exercise = {
      id: `${id}-fix`,
      kind: 'find_and_fix',
      topic,
      prompt: say(lang, 'findAndFix'),
      sentence: m.wrongSentence,
      answer: m.correctSentence,
      explanation,
    };
    const spanChoices = choicesFor(topic, m.after, distractors(topic, m.before, m.after, text));
    const mc: Exercise =
      spanChoices.length >= 2 && topic !== 'spacing' && topic !== 'repetition'
        ? {
            id: `${id}-choice`,
            kind: 'multiple_choice',
            topic,
            prompt: say(lang, 'chooseBlank'),
            sentence: blankSentence,
            choices: shuffle(id, spanChoices),
            answer: m.after,
            explanation,
          }
        : {
            id: `${id}-choice`,
            kind: 'multiple_choice',
            topic,
            prompt: say(lang, 'chooseSentence'),
            sentence: '',
            choices: shuffle(id, [m.correctSentence, m.wrongSentence]),
            answer: m.correctSentence,
            explanation,
          };
    const fillable = FILL_TOPICS.has(topic) || (topic === 'punctuation' && /'/.test(m.after) && /\p{L}/u.test(m.after));
    const blank: Exercise | undefined = fillable
      ? {
          id: `${id}-blank`,
          kind: 'fill_blank',
          topic,
          prompt: say(lang, 'fillBlank', { before: m.before }),
          sentence: blankSentence,
          answer: m.after,
          explanation,
          hint: m.before,
        }
      : undefined;
    if (few) {
      // a blank item after the find-and-fix one: multiple choice when it offers real options, else fill-in
      out.push(fix, mc.sentence || !blank ? mc : blank);
      continue;
    }
    const fits = [fix, mc, ...(blank ? [blank] : [])];
    out.push(fits[turn % fits.length]);
    turn += 1;
  }
  return out.slice(0, max);
}

/** Checks the shape every exercise must have; returns the problem, or undefined when it is sound. */
export function exerciseProblem(e: Exercise): string | undefined {
  if (!e.prompt.trim() || !e.answer.trim() || !e.explanation.trim()) return 'empty prompt, answer or explanation';
  if (e.kind === 'multiple_choice') {
    const choices = e.choices ?? [];
    if (choices.length < 2) return 'fewer than two choices';
    if (new Set(choices).size !== choices.length) return 'duplicate choices';
    if (choices.filter((c) => c === e.answer).length !== 1) return 'the answer is not exactly one of the choices';
  } else if (e.choices?.length) return 'choices on an item that is not multiple choice';
  if (e.kind === 'fill_blank' && !e.sentence.includes(BLANK)) return 'no blank in the sentence';
  if (e.kind === 'find_and_fix' && (!e.sentence.trim() || e.sentence === e.answer)) return 'nothing to fix';
  return undefined;
}
