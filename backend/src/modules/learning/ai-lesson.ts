import type OpenAI from 'openai';
import type { AiCapabilityClient } from 'src/engines/ai-provider/ai-provider';
import type { OutputLanguage } from 'src/engines/writing/writing-engine';
import { exerciseProblem, type Exercise } from './exercises';
import { BLANK, EXERCISE_KINDS, LEARNING_TOPICS, type ExerciseKind, type LearningTopic } from './lesson-text';
import type { Lesson } from './lesson';
import type { MistakeInContext } from './mistakes';

/**
 * The lesson written by an OpenAI-compatible model from the mistakes the writing engine found. The model
 * must answer JSON `{ content, exercises }`; the answer is validated, and anything invalid is refused so the
 * caller keeps the offline lesson.
 */
export class AiLessonWriter {
  /** The provider factory's text capability gives all three (AiLessonWriter.from); `call` adds its deadline and breaker. */
  constructor(
    private readonly client: OpenAI | undefined,
    private readonly model: string,
    private readonly call: AiCapabilityClient['call'] = (work) => work(new AbortController().signal),
  ) {}

  static from(ai: AiCapabilityClient | undefined): AiLessonWriter {
    return ai
      ? new AiLessonWriter(ai.client, ai.model, (work, options) => ai.call(work, options))
      : new AiLessonWriter(undefined, '');
  }

  get enabled(): boolean {
    return Boolean(this.client && this.model);
  }

  /**
   * The model's lesson, or an Error saying why it cannot be used (provider failure, deadline, open breaker or
   * invalid answer); the caller then keeps the offline lesson.
   */
  async write(mistakes: MistakeInContext[], lang: OutputLanguage, offline: Lesson): Promise<Lesson | Error> {
    const client = this.client;
    if (!client) return new Error('no AI provider');
    let content: string | null | undefined;
    try {
      content = await this.call(async (signal) => {
        const completion = await client.chat.completions.create(
          {
            model: this.model,
            temperature: 0.2,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: systemPrompt(lang) },
              { role: 'user', content: userPrompt(mistakes) },
            ],
          },
          { signal },
        );
        return completion.choices?.[0]?.message?.content;
      });
    } catch (err) {
      return err as Error;
    }
    return parseLessonAnswer(content, offline);
  }
}

function systemPrompt(lang: OutputLanguage): string {
  const language = lang === 'hindi' ? 'Hindi (Devanagari script)' : 'English';
  return [
    'You are Likho, a patient grammar teacher. The user sends the mistakes found in their own text, each with the sentence as they wrote it and corrected.',
    `Write a short personalised lesson in ${language}. Group the mistakes by kind; for each kind explain the rule in one or two sentences and quote the user's own sentence with the mistake and its correction.`,
    'Then write practice exercises built from those sentences.',
    'Answer with one JSON object only: {"content": string (Markdown, no HTML), "exercises": [{"id": string, "kind": "find_and_fix"|"multiple_choice"|"fill_blank", "topic": one of ' +
      LEARNING_TOPICS.join('|') +
      `, "prompt": string, "sentence": string, "choices": string[] (multiple_choice only, 2 to 4 distinct options, exactly one correct), "answer": string, "explanation": string, "hint": string (optional)}]}.`,
    `In fill_blank and multiple_choice sentences mark the gap with ${BLANK}. For find_and_fix, "sentence" is the wrong sentence and "answer" the corrected one.`,
  ].join('\n');
}

function userPrompt(mistakes: MistakeInContext[]): string {
  return JSON.stringify({
    mistakes: mistakes.slice(0, 40).map((m) => ({
      kind: m.topic,
      wrong: m.wrongSentence,
      correct: m.correctSentence,
      before: m.before,
      after: m.after,
    })),
  });
}

const str = (v: unknown, max: number): string | undefined =>
  typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : undefined;

/** Validates the model's answer; an Error names the first problem. */
export function parseLessonAnswer(raw: string | null | undefined, offline: Lesson): Lesson | Error {
  let parsed: unknown;
  try {
    parsed = JSON.parse(
      (raw ?? '')
        .trim()
        .replace(/^```(?:json)?\s*/i, '')
        .replace(/\s*```$/, ''),
    );
  } catch {
    return new Error('the answer is not JSON');
  }
  const o = parsed as { content?: unknown; exercises?: unknown };
  const content = str(o?.content, 30_000);
  if (!content) return new Error('no lesson content');
  if (/<\s*(script|iframe|style)/i.test(content)) return new Error('HTML in the lesson');
  if (!Array.isArray(o.exercises) || o.exercises.length < 1 || o.exercises.length > 40)
    return new Error('no exercises');
  const exercises: Exercise[] = [];
  const ids = new Set<string>();
  for (const [i, item] of (o.exercises as Record<string, unknown>[]).entries()) {
    if (!item || typeof item !== 'object') return new Error(`exercise ${i + 1} is not an object`);
    const kind = item.kind as ExerciseKind;
    if (!EXERCISE_KINDS.includes(kind)) return new Error(`exercise ${i + 1} has an unknown kind`);
    const topic = (LEARNING_TOPICS as readonly string[]).includes(item.topic as string)
      ? (item.topic as LearningTopic)
      : 'grammar';
    let id = str(item.id, 60)?.replace(/[^\w-]/g, '') || `ai-${i + 1}`;
    if (ids.has(id)) id = `${id}-${i + 1}`;
    ids.add(id);
    const choices = Array.isArray(item.choices) ? item.choices.map((c) => str(c, 500)) : undefined;
    if (choices?.some((c) => c === undefined)) return new Error(`exercise ${i + 1} has an empty choice`);
    const exercise: Exercise = {
      id,
      kind,
      topic,
      prompt: str(item.prompt, 500) ?? '',
      sentence: typeof item.sentence === 'string' ? item.sentence.trim().slice(0, 1000) : '',
      ...(kind === 'multiple_choice' && choices ? { choices: choices as string[] } : {}),
      answer: str(item.answer, 1000) ?? '',
      explanation: str(item.explanation, 1000) ?? '',
      ...(str(item.hint, 200) ? { hint: str(item.hint, 200) } : {}),
    };
    const problem = exerciseProblem(exercise);
    if (problem) return new Error(`exercise ${i + 1}: ${problem}`);
    exercises.push(exercise);
  }
  return { content, exercises, topics: offline.topics };
}
