/**
 * Lessons a learner can trust (issue 16): learner texts with mistakes (English and Hindi) go through the real
 * learning service with the local engine; every exercise's right answer, written out as a whole sentence, goes
 * back through the engine's grammar and spelling pass. An answer the engine would still change is an
 * ungrammatical "correct answer" (target 0). Also counted: a mistake taught more than once in one exercise
 * kind, and the lesson outputs are written to a file a person can read.
 */
import type { WritingEngine } from 'src/engines/writing/writing-engine';
import type { AiLessonWriter } from 'src/modules/learning/ai-lesson';
import { BLANK } from 'src/modules/learning/lesson-text';
import { LearningService } from 'src/modules/learning/learning.service';
import type { LearningExercise } from 'src/modules/learning/learning.dto';
import type { StatsService } from 'src/modules/stats/stats.service';

export const LESSON_TEXTS: string[] = [
  'Yesterday I go to the market with my friend. There was no books in the shop. We could not found the one we wanted.',
  'Myself Rahul and I am working in Pune since two years. One of my friend is helping me with my english.',
  'Thanks for the help for are project. The report have many mistake and we dont have time to fix it.',
  'She go to school every day. I bought a apple yesterday. I recieved your letter. i live in a small town.',
  'He is knowing the answer but he did not told us. Their going to the park tomorow.',
  'Me and my team is working on a new app. We will discuss about the design on monday.',
  'मै कल दिल्ली जाऊँगा। हमे वहां बहुत काम है। वह नही आएगा।',
  'मेरा दोस्त बहुत अच्छा है। हमारे देश में अनेक भाषाएँ बोली जाती है। बरसात में पुल के निचे पानी भर जाता है।',
];

/** The exercise's right answer as a whole sentence (the blank filled, the choice taken). */
function answerSentence(e: LearningExercise): string {
  if (e.kind === 'find_and_fix') return e.answer;
  if (e.sentence.includes(BLANK)) return e.sentence.replace(BLANK, e.answer);
  return e.answer;
}

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export interface LessonCheck {
  lessons: number;
  exercises: number;
  /** Right answers the engine still changes. */
  ungrammatical: number;
  /** The same mistake taught twice in the same exercise kind. */
  repeated: number;
  report: string;
}

export async function runLessonCheck(engine: WritingEngine, texts = LESSON_TEXTS): Promise<LessonCheck> {
  const stats = { recordUsage: async () => undefined } as unknown as StatsService;
  const ai = { enabled: false } as unknown as AiLessonWriter;
  const service = new LearningService(engine, stats, ai);
  const out: LessonCheck = { lessons: 0, exercises: 0, ungrammatical: 0, repeated: 0, report: '' };
  const report: string[] = [];
  for (const text of texts) {
    const lang = /[\u0900-\u097F]/u.test(text) ? 'hindi' : 'english';
    const lesson = await service.generate({ inputText: text, outputLanguage: lang }, {});
    out.lessons++;
    report.push(`=== lesson · ${text}`, lesson.content, '');
    const seen = new Set<string>();
    for (const e of lesson.exercises) {
      out.exercises++;
      const sentence = answerSentence(e);
      const checked = (await engine.enhance(sentence, { enhancements: ['fix_grammar'] })).text;
      const problems: string[] = [];
      if (!same(checked, sentence)) {
        out.ungrammatical++;
        problems.push(`the engine still changes the answer: "${checked.trim()}"`);
      }
      // the same sentence → answer twice in one kind (two mistakes of one sentence are two exercises)
      const key = `${e.kind}\u0000${e.sentence}\u0000${e.answer.toLowerCase()}`;
      if (seen.has(key)) {
        out.repeated++;
        problems.push('the same answer twice in one exercise kind');
      }
      seen.add(key);
      report.push(
        `--- ${e.id} (${e.kind}, ${e.topic})${problems.length ? ` · PROBLEMS: ${problems.join('; ')}` : ''}`,
        `${e.prompt}`,
        ...(e.sentence ? [`sentence: ${e.sentence}`] : []),
        ...(e.choices ? [`choices: ${e.choices.join(' | ')}`] : []),
        `answer: ${e.answer}`,
        '',
      );
    }
  }
  out.report = report.join('\n');
  return out;
}
