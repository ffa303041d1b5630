/** Common nouns that spell a number in base 32 (words, not digits: the engine hides digits from Harper). */
export const TAG_WORDS = `apple river stone garden window letter market school bridge forest island candle mirror pocket
  rabbit ticket valley wallet anchor basket button castle dragon engine farmer guitar hammer jacket kettle ladder
  meadow needle orange`.split(/\s+/);

/** `n` as four common words (bench/load-client.ts spells it the same way from TAG_WORDS) ("near apple river stone garden"), a new phrase for every number below 32⁴. */
export function uniqueTag(n: number): string {
  const w = (k: number) => TAG_WORDS[Math.floor(k) % TAG_WORDS.length];
  return `near ${w(n)} ${w(n / 32)} ${w(n / 1024)} ${w(n / 32768)}`;
}

/**
 * Puts a phrase made from `n` before the end mark of every sentence, so Harper's per-sentence cache never
 * answers (a number would not do: the engine masks digits, so every text would look the same to Harper).
 */
export function unique(text: string, n: number): string {
  return text.replace(/([.!?])(\s|$)/g, (_m, p: string, s: string) => ` ${uniqueTag(n)}${p}${s}`);
}
