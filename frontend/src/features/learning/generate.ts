import type { Language } from '@likho/site/language';
import { generateLearning } from 'src/api/generated/learning/learning';
import type { OutputLanguage } from 'src/api/generated/model';
import { saveLesson } from 'src/features/lessons';

/**
 * POST /api/generate-learning with the UI and output language headers, then keeps the lesson and the original
 * text (src/features/lessons); resolves to the number of exercises. Its own chunk, fetched when a lesson is asked
 * for: the generated client and the store are not part of the home page's first load.
 */
export async function generateLesson(
  text: string,
  uiLanguage: Language,
  lessonLanguage: OutputLanguage,
): Promise<number> {
  const res = await generateLearning(
    { inputText: text, outputLanguage: lessonLanguage },
    { headers: { 'X-UI-Language': uiLanguage, 'X-Output-Language': lessonLanguage } },
  );
  if (!res.success || !res.content) throw new Error(res.message || 'no content');
  saveLesson(res, text);
  return res.exercises?.length ?? 0;
}
