/**
 * Measures the learner rules (learnerEdits, src/engines/writing/local/english/index.ts): runs the local engine with
 * and without the learner edits on the realworld-dev set and on JFLEG dev, and prints what changes.
 *   node dist/…/bench/learner-check.js realworld [--lint-cache FILE]
 *   node dist/…/bench/learner-check.js jfleg [--lint-cache FILE]     (every sentence the rules change, for judging)
 *   node dist/…/bench/learner-check.js probe "text" …                (the edits and both outputs for each text)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HarperPool, type RawLint } from 'src/engines/writing/harper/harper-pool';
import { LocalWritingEngine, type Linter } from 'src/engines/writing/local/local-writing-engine';
import type { GrammarEdit } from 'src/engines/writing/local/grammar';
import { learnerEdits } from 'src/engines/writing/local/english';
import { corpusGleu } from './gleu';
import { detokenize, tokenize } from './ptb';
import { emptyFigures, readRealworld, scoreItem, type RealworldFigures } from './realworld';

const BACKEND = resolve(__dirname, '..', '..', '..');
const SHARED = resolve(BACKEND, '..', '..', 'shared', 'data');

class CachedLinter implements Linter {
  private readonly cache: Record<string, RawLint[]>;
  private dirty = false;
  private pool?: HarperPool;

  constructor(private readonly path?: string) {
    this.cache = path && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, RawLint[]>) : {};
  }

  async lint(text: string): Promise<RawLint[]> {
    const hit = this.cache[text];
    if (hit) return hit;
    this.pool ??= new HarperPool({ size: 2 });
    const lints = await this.pool.lint(text);
    this.cache[text] = lints;
    this.dirty = true;
    return lints;
  }

  async close(): Promise<void> {
    if (this.path && this.dirty) writeFileSync(this.path, JSON.stringify(this.cache));
    await this.pool?.close();
  }
}

/** A learner edit, by position and rule. */
const key = (e: GrammarEdit) => `${e.start}:${e.end}:${e.rule}`;

/**
 * The engine as wired (learner edits merged next to the agreement edits) records which learner edits survived
 * the merge and the protection; with `without`, the same engine with those edits taken out (the engine before
 * the learner rules, but for the rare edit a learner edit displaced).
 */
class LearnerEngine extends LocalWritingEngine {
  /** learner edits that survived the merge, per text */
  readonly fired = new Map<string, GrammarEdit[]>();

  constructor(
    linter: Linter,
    private readonly without = false,
  ) {
    super(linter);
  }

  override async grammarEdits(text: string): Promise<GrammarEdit[]> {
    const merged = await super.grammarEdits(text);
    const mine = new Set(learnerEdits(text).map(key));
    const kept = merged.filter((e) => e.applied && mine.has(key(e)));
    if (kept.length) this.fired.set(text, kept);
    return this.without ? merged.filter((e) => !mine.has(key(e))) : merged;
  }
}

const show = (e: GrammarEdit) => `${e.rule} ${JSON.stringify(e.before)} → ${JSON.stringify(e.after)}`;

async function realworld(linter: Linter): Promise<void> {
  const items = readRealworld(join(SHARED, 'realworld-dev', 'realworld-dev.jsonl'));
  let cleanEdits = 0;
  for (const item of items.filter((x) => x.kind === 'clean')) {
    const edits = learnerEdits(item.text);
    cleanEdits += edits.length;
    for (const e of edits) console.log(`CLEAN ${item.id}: ${show(e)}`);
  }
  console.log(
    `learner edits on clean items: ${cleanEdits} (of ${items.filter((x) => x.kind === 'clean').length} items)`,
  );
  const base = new LearnerEngine(linter, true);
  const mine = new LearnerEngine(linter);
  const figures = { base: {} as RealworldFigures, mine: {} as RealworldFigures };
  figures.base = emptyFigures();
  figures.mine = emptyFigures();
  for (const item of items) {
    const [a, b] = await Promise.all([base.enhance(item.text, {}), mine.enhance(item.text, {})]);
    const da: string[] = [];
    const db: string[] = [];
    scoreItem(item, a.text, figures.base, da);
    scoreItem(item, b.text, figures.mine, db);
    for (const e of mine.fired.get(item.text) ?? []) console.log(`  ${item.id} fired: ${show(e)}`);
    for (const d of da.filter((x) => !db.includes(x))) console.log(`  ${item.id} GAINED (was: ${d})`);
    for (const d of db.filter((x) => !da.includes(x))) console.log(`  ${item.id} LOST: ${d}`);
    if (process.env.LEFT) for (const d of db.filter((x) => x.includes('not fixed'))) console.log(`  LEFT ${d}`);
  }
  const f = (x: RealworldFigures) =>
    `clean changed ${x.cleanChanged}/${x.clean} (${x.cleanWordEdits} word edits), protected lost ${x.keepLost}/${x.keep}, fixed ${x.fixed}/${x.fix}`;
  console.log(`engine:           ${f(figures.base)}`);
  console.log(`engine + learner: ${f(figures.mine)}`);
}

function readLines(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

async function jfleg(linter: Linter): Promise<void> {
  const dir = join(SHARED, 'jfleg-dev');
  const src = readLines(join(dir, 'dev.src'));
  const refs: string[][] = [];
  for (let r = 0; existsSync(join(dir, `dev.ref${r}`)); r++) refs.push(readLines(join(dir, `dev.ref${r}`)));
  const natural = src.map(detokenize);
  const base = new LearnerEngine(linter, true);
  const mine = new LearnerEngine(linter);
  const a = await Promise.all(natural.map((s) => base.enhance(s, {}).then((r) => r.text)));
  const b = await Promise.all(natural.map((s) => mine.enhance(s, {}).then((r) => r.text)));
  let firings = 0;
  natural.forEach((s, i) => {
    const fired = mine.fired.get(s);
    if (!fired) return;
    firings++;
    console.log(`#${i} ${fired.map(show).join(' | ')}`);
    console.log(`   src:  ${s}`);
    console.log(`   base: ${a[i]}`);
    console.log(`   mine: ${b[i]}`);
    for (const r of refs) console.log(`   ref:  ${detokenize(r[i])}`);
  });
  const gleu = (h: string[]) => corpusGleu(src, refs, h.map(tokenize)).mean;
  console.log(`sentences where the learner rules fired: ${firings} of ${src.length}`);
  console.log(`GLEU engine ${gleu(a).toFixed(2)} → engine + learner ${gleu(b).toFixed(2)}`);
}

async function probe(linter: Linter, texts: string[]): Promise<void> {
  const base = new LearnerEngine(linter, true);
  const mine = new LearnerEngine(linter);
  for (const t of texts) {
    console.log(`IN:    ${t}`);
    for (const e of learnerEdits(t)) console.log(`  edit: ${show(e)} — ${e.reason}`);
    console.log(`BASE:  ${(await base.enhance(t, {})).text}`);
    console.log(`MINE:  ${(await mine.enhance(t, {})).text}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const cacheAt = args.indexOf('--lint-cache');
  const cache = cacheAt >= 0 ? args.splice(cacheAt, 2)[1] : undefined;
  const linter = new CachedLinter(cache);
  try {
    if (args[0] === 'realworld') await realworld(linter);
    else if (args[0] === 'jfleg') await jfleg(linter);
    else await probe(linter, args.slice(1));
  } finally {
    await linter.close();
  }
}

void main();
