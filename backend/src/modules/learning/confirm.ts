import type { WritingEngine } from 'src/engines/writing/writing-engine';
import type { MistakeInContext } from './mistakes';

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The engine's grammar-and-spelling answer for each sentence: one call for all of them, one per sentence when
 * the batch does not come back paragraph for paragraph. */
async function corrected(engine: WritingEngine, sentences: string[]): Promise<string[]> {
  if (!sentences.length) return [];
  const joined = await engine.enhance(sentences.join('\n\n'), { enhancements: ['fix_grammar'] });
  const parts = joined.text.trim().split(/\n\s*\n/);
  if (parts.length === sentences.length) return parts;
  return Promise.all(
    sentences.map((s) => engine.enhance(s, { enhancements: ['fix_grammar'] }).then((r) => r.text.trim())),
  );
}

/**
 * Keeps the mistakes whose corrected sentence the engine itself leaves as it is. A sentence shown as
 * "correct" (and expected as the answer of a find-and-fix exercise) that the engine would still change
 * either holds another error or carries an edit the engine takes back in context; neither can be taught.
 */
export async function confirmMistakes(
  engine: WritingEngine,
  mistakes: MistakeInContext[],
): Promise<MistakeInContext[]> {
  const sentences = [...new Set(mistakes.map((m) => m.correctSentence))];
  const answers = await corrected(engine, sentences);
  const clean = new Set(sentences.filter((s, i) => same(s, answers[i])));
  return mistakes.filter((m) => clean.has(m.correctSentence) && !same(m.wrongSentence, m.correctSentence));
}
