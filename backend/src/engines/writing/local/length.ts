import { keyphrases } from './keyphrases';
import { isGreetingLine } from './passes';
import { isStopword, paragraphs, splitSentences } from './text-utils';

/**
 * concise: an extractive summary — the opening sentence (it states the topic) and the sentences that score
 * best by the frequency of their content words (normalised by length) and the key phrases they carry, a
 * third of the text in all, in their original order.
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
  // the key nouns of the whole text (names, repeated noun phrases) mark the sentences that carry the point
  const keys = keyphrases(text, 5).map((k) => k.toLowerCase());
  // the opening sentence, after a greeting line ("Hi Team,")
  const opening = Math.max(
    0,
    sentences.findIndex((s) => s.split(/\s+/).length > 3 && !isGreetingLine(s)),
  );
  const scored = sentences.map((s, i) => {
    const words = wordsOf(s);
    const lower = s.toLowerCase();
    const key = keys.filter((k) => lower.includes(k)).length;
    const score = words.reduce((a, w) => a + (freq.get(w) ?? 0), 0) / Math.sqrt(words.length + 1) + key;
    // the opening sentence states the topic: it is always kept
    return { i, s, score: i === opening ? Infinity : score };
  });
  const chosen = scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, keep)
    .sort((a, b) => a.i - b.i);
  return { text: chosen.map((c) => c.s).join(' '), kept: chosen.length, total };
}
