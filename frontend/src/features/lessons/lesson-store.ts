import type { AnswerVerdict, GenerateLearningResponse, LearningExercise } from 'src/api/generated/model';
import { storage } from 'src/lib/storage';

/**
 * The generated lesson and the original text (SPEC §3), kept in browser storage (with the in-memory fallback
 * of lib/storage) and in memory, so /learn works after the redirect and after a reload. The visitor's
 * answers are kept beside them so a reload keeps the score.
 */
export const LEARNING_KEYS = {
  content: 'learning-content',
  originalText: 'learning-original-text',
  answers: 'learning-answers',
} as const;

export interface StoredLesson {
  /** Identifies this lesson (answers of an older lesson are not reused). */
  id: string;
  createdAt: number;
  content: string;
  exercises: LearningExercise[];
  topics: GenerateLearningResponse['topics'];
  message?: string;
}

export interface Lesson extends StoredLesson {
  originalText: string;
}

export interface AnswerState {
  value: string;
  checked: boolean;
  correct: boolean;
  /** The server's judgement of a sentence worded differently from the expected one. */
  verdict?: AnswerVerdict;
}

let current: Lesson | null = null;

export function saveLesson(response: GenerateLearningResponse, originalText: string): Lesson {
  const lesson: Lesson = {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    createdAt: Date.now(),
    content: response.content,
    exercises: response.exercises ?? [],
    topics: response.topics ?? [],
    ...(response.message ? { message: response.message } : {}),
    originalText,
  };
  current = lesson;
  const { originalText: _text, ...stored } = lesson;
  storage.set(LEARNING_KEYS.content, JSON.stringify(stored));
  storage.set(LEARNING_KEYS.originalText, originalText);
  storage.remove(LEARNING_KEYS.answers);
  return lesson;
}

function isStoredLesson(v: unknown): v is StoredLesson {
  const o = v as StoredLesson | null;
  return !!o && typeof o.id === 'string' && typeof o.content === 'string' && Array.isArray(o.exercises);
}

/** The lesson from memory, else from storage; null when there is none (or it is unreadable). */
export function loadLesson(): Lesson | null {
  if (current) return current;
  const raw = storage.get(LEARNING_KEYS.content);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredLesson(parsed)) return null;
    current = { ...parsed, topics: parsed.topics ?? [], originalText: storage.get(LEARNING_KEYS.originalText) ?? '' };
    return current;
  } catch {
    return null;
  }
}

export function loadAnswers(lessonId: string): Record<string, AnswerState> {
  try {
    const parsed = JSON.parse(storage.get(LEARNING_KEYS.answers) ?? 'null') as {
      lessonId?: string;
      answers?: Record<string, AnswerState>;
    } | null;
    return parsed?.lessonId === lessonId && parsed.answers ? parsed.answers : {};
  } catch {
    return {};
  }
}

export function saveAnswers(lessonId: string, answers: Record<string, AnswerState>): void {
  storage.set(LEARNING_KEYS.answers, JSON.stringify({ lessonId, answers }));
}
