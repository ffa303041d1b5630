import { randomBytes } from 'node:crypto';
import type { WritingEngine } from 'src/engines/writing/writing-engine';

/**
 * The hostile texts of issue 14 part 1 for the bench summary: each goes once through the writing engine as
 * POST /api/process-text runs it (no option), timed. `scale` shrinks every text (1: the full sizes below).
 *   - a 20 kB repeated word
 *   - 19,000 hex characters
 *   - 20,000 base64 characters
 *   - 2,500 distinct unknown words (about 20,000 characters of made-up words)
 * bench/hostile.ts (when present) measures more of them: the pool alone, recovery, RSS, an HTTP client.
 */
export const HOSTILE_KINDS = ['20 kB repeated word', '19,000 hex chars', '20,000 base64 chars', '2,500 unknown words'];

/** Made-up lower-case words of 7 letters (consonant-vowel patterns), all distinct, from a seeded generator. */
export function unknownWords(count: number, seed = 42): string[] {
  const consonants = 'bcdfghjklmnpqrstvwxz';
  const vowels = 'aeiou';
  let state = seed >>> 0;
  const next = (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
  const words = new Set<string>();
  while (words.size < count) {
    let w = '';
    for (let i = 0; i < 7; i++) w += i % 2 ? vowels[next(vowels.length)] : consonants[next(consonants.length)];
    words.add(w);
  }
  return [...words];
}

export function hostileTexts(scale = 1): Record<string, string> {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  return {
    [HOSTILE_KINDS[0]]: 'supercalifragilistic'.repeat(n(1000)),
    [HOSTILE_KINDS[1]]: randomBytes(n(9500)).toString('hex'),
    [HOSTILE_KINDS[2]]: randomBytes(n(15000)).toString('base64').slice(0, n(20000)),
    [HOSTILE_KINDS[3]]: unknownWords(n(2500)).join(' '),
  };
}

export interface HostileTiming {
  kind: string;
  chars: number;
  ms: number;
  /** 'ok (N changes)' or the error the engine answered with (a 422 of a refused text is an answer too). */
  answer: string;
}

/** Runs each hostile text through `engine` one after the other and times it (wall clock). */
export async function timeHostileTexts(engine: WritingEngine, scale = 1): Promise<HostileTiming[]> {
  const out: HostileTiming[] = [];
  for (const [kind, text] of Object.entries(hostileTexts(scale))) {
    const t0 = performance.now();
    const answer = await engine.enhance(text, {}).then(
      (r) => `ok (${r.changes.length} changes)`,
      (err: Error) => `error: ${err.message}`,
    );
    out.push({ kind, chars: text.length, ms: performance.now() - t0, answer });
  }
  return out;
}
