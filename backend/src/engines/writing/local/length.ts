import { isStopword, paragraphs, splitSentences } from './text-utils';

/**
 * concise: an extractive summary — sentences scored by the frequency of their content words (normalised by
 * length, with a bonus for the opening sentence), the best third kept in their original order.
 */
export function summarize(text: string, maxSentences?: number): { text: string; kept: number; total: number } {
  const sentences = paragraphs(text).flatMap((p) => splitSentences(p));
  const total = sentences.length;
  const keep = maxSentences ?? Math.max(1, Math.ceil(total / 3));
  if (total <= keep) return { text, kept: total, total };
  const freq = new Map<string, number>();
  const wordsOf = (s: string) =>
    (s.toLowerCase().match(/[\p{L}][\p{L}\p{M}'’-]*/gu) ?? []).filter((w) => w.length > 2 && !isStopword(w));
  for (const s of sentences) for (const w of wordsOf(s)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const scored = sentences.map((s, i) => {
    const words = wordsOf(s);
    const score = words.reduce((a, w) => a + (freq.get(w) ?? 0), 0) / Math.sqrt(words.length + 1);
    return { i, s, score: score + (i === 0 ? 1.5 : 0) };
  });
  const chosen = scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, keep)
    .sort((a, b) => a.i - b.i);
  return { text: chosen.map((c) => c.s).join(' '), kept: chosen.length, total };
}
