/**
 * GLEU for grammatical error correction, the JFLEG variant (Napoles et al. 2015/2016; keisks/jfleg
 * compute_gleu): n-grams 1..4, several references; for each of `iterations` rounds one reference is drawn per
 * sentence (Python's Mersenne Twister seeded with round × 101, as the reference scorer does), the corpus
 * statistics are summed and scored, and the mean of the rounds is reported. Inputs are token strings.
 */

type Counts = Map<string, number>;

function ngrams(tokens: string[], n: number): Counts {
  const out: Counts = new Map();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join('\u0001');
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** Σ min(a[k], b[k]) — Python's `sum((a & b).values())`. */
function overlap(a: Counts, b: Counts): number {
  let sum = 0;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (w) sum += Math.min(v, w);
  }
  return sum;
}

/** n-grams of the source that the reference does not have (with the source counts). */
function sourceOnly(source: Counts, reference: Counts): Counts {
  const out: Counts = new Map();
  for (const [k, v] of source) if (!reference.has(k)) out.set(k, v);
  return out;
}

/** Statistics of one hypothesis against one reference: [hlen, rlen, m1, d1, …, m4, d4]. */
export function sentenceStats(hyp: string[], src: string[], ref: string[], order = 4): number[] {
  const stats = [hyp.length, ref.length];
  for (let n = 1; n <= order; n++) {
    const h = ngrams(hyp, n);
    const s = ngrams(src, n);
    const r = ngrams(ref, n);
    stats.push(Math.max(overlap(h, r) - overlap(h, sourceOnly(s, r)), 0));
    stats.push(Math.max(hyp.length + 1 - n, 0));
  }
  return stats;
}

/** GLEU from summed statistics (0 when any count is 0, as the reference scorer does without smoothing). */
export function gleuFromStats(stats: number[]): number {
  if (stats.some((x) => x === 0)) return 0;
  const [c, r] = stats;
  let logPrec = 0;
  for (let i = 2; i < stats.length; i += 2) logPrec += Math.log(stats[i] / stats[i + 1]);
  logPrec /= (stats.length - 2) / 2;
  return Math.exp(Math.min(0, 1 - r / c) + logPrec);
}

/** MT19937 with Python's seeding (init_by_array over the seed's 32-bit words) and `randint`. */
export class PythonRandom {
  private mt = new Uint32Array(624);
  private index = 625;

  constructor(seed: number) {
    const key: number[] = [];
    let n = Math.abs(seed);
    do {
      key.push(n % 0x100000000);
      n = Math.floor(n / 0x100000000);
    } while (n > 0);
    this.initByArray(key);
  }

  private initGenrand(s: number): void {
    const mt = this.mt;
    mt[0] = s >>> 0;
    for (let i = 1; i < 624; i++) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
    }
    this.index = 624;
  }

  private initByArray(key: number[]): void {
    const mt = this.mt;
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(624, key.length); k > 0; k--) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = ((mt[i] ^ Math.imul(prev, 1664525)) + key[j] + j) >>> 0;
      i++;
      j++;
      if (i >= 624) {
        mt[0] = mt[623];
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = 623; k > 0; k--) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = ((mt[i] ^ Math.imul(prev, 1566083941)) - i) >>> 0;
      i++;
      if (i >= 624) {
        mt[0] = mt[623];
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  genrandUint32(): number {
    const mt = this.mt;
    if (this.index >= 624) {
      for (let k = 0; k < 624; k++) {
        const y = (mt[k] & 0x80000000) | (mt[(k + 1) % 624] & 0x7fffffff);
        mt[k] = mt[(k + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      this.index = 0;
    }
    let y = mt[this.index++];
    y ^= y >>> 11;
    y = (y ^ ((y << 7) & 0x9d2c5680)) >>> 0;
    y = (y ^ ((y << 15) & 0xefc60000)) >>> 0;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** Python 3 `randint(a, b)` (rejection sampling on getrandbits). */
  randint(a: number, b: number): number {
    const n = b - a + 1;
    const k = Math.floor(Math.log2(n)) + 1;
    let r = this.genrandUint32() >>> (32 - k);
    while (r >= n) r = this.genrandUint32() >>> (32 - k);
    return a + r;
  }
}

export interface GleuResult {
  mean: number;
  std: number;
  iterations: number;
}

/**
 * Corpus GLEU × 100. `sources[i]`, `hypotheses[i]` and each `references[r][i]` are tokenised sentences
 * (space-separated tokens).
 */
export function corpusGleu(
  sources: string[],
  references: string[][],
  hypotheses: string[],
  iterations = 500,
  order = 4,
): GleuResult {
  const split = (s: string) => s.split(/\s+/).filter(Boolean);
  const src = sources.map(split);
  const hyp = hypotheses.map(split);
  const refs = references.map((set) => set.map(split));
  const count = hyp.length;
  if (src.length !== count || refs.some((r) => r.length !== count)) {
    throw new Error(`sentence counts differ: ${src.length} sources, ${count} hypotheses, ${refs.map((r) => r.length)}`);
  }
  const width = 2 * order + 2;
  const byRef: (number[] | undefined)[][] = hyp.map(() => refs.map(() => undefined));
  const scores: number[] = [];
  for (let j = 0; j < iterations; j++) {
    const rng = new PythonRandom(j * 101);
    const totals = new Array<number>(width).fill(0);
    for (let i = 0; i < count; i++) {
      const r = rng.randint(0, refs.length - 1);
      const stats = (byRef[i][r] ??= sentenceStats(hyp[i], src[i], refs[r][i], order));
      for (let k = 0; k < width; k++) totals[k] += stats[k];
    }
    scores.push(gleuFromStats(totals));
  }
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const std = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length);
  return { mean: mean * 100, std: std * 100, iterations };
}
