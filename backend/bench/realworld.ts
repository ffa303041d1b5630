import { existsSync, readFileSync } from 'node:fs';
import { diffWords } from 'diff';
import type { WritingEngine, WritingOptions } from 'src/engines/writing/writing-engine';

/**
 * Harm-and-help figures on annotated realistic texts (shared/data/realworld-dev, format and scoring rules in
 * its README): clean texts changed, word edits on clean texts, protected strings lost, errors fixed; per
 * language and overall, with no option and with one style option ticked.
 */
export interface RealworldItem {
  id: string;
  kind: 'clean' | 'errors';
  lang: string;
  genre: string;
  text: string;
  keep: string[];
  fix: { wrong: string; right: string[] }[];
}

export interface RealworldFigures {
  clean: number;
  cleanChanged: number;
  cleanWordEdits: number;
  keep: number;
  keepLost: number;
  fix: number;
  fixed: number;
}

export interface RealworldReport {
  label: string;
  byLang: Record<string, RealworldFigures>;
  overall: RealworldFigures;
  /** What went wrong, item by item (clean texts changed, strings lost, errors left), for tuning. */
  details: string[];
}

export function readRealworld(path: string): RealworldItem[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as RealworldItem);
}

/** The README's comparison form: NFC, runs of spaces/tabs/no-break spaces as one space, no spaces at line ends. */
export function comparable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[ \t\u00A0]+/g, ' ')
    .replace(/ +$/gm, '')
    .trim();
}

function wordEdits(a: string, b: string): number {
  let n = 0;
  for (const part of diffWords(a, b)) {
    if (part.added || part.removed) n += part.value.split(/\s+/).filter(Boolean).length;
  }
  return n;
}

/** Figures with nothing counted yet. */
export const emptyFigures = (): RealworldFigures => ({
  clean: 0,
  cleanChanged: 0,
  cleanWordEdits: 0,
  keep: 0,
  keepLost: 0,
  fix: 0,
  fixed: 0,
});

/** Scores one engine output against its item (the README's rules). */
export function scoreItem(item: RealworldItem, output: string, into: RealworldFigures, details?: string[]): void {
  const input = comparable(item.text);
  const out = comparable(output);
  if (item.kind === 'clean') {
    into.clean++;
    if (out !== input) {
      into.cleanChanged++;
      const edits = wordEdits(input, out);
      into.cleanWordEdits += edits;
      details?.push(
        `${item.id} clean changed (${edits} word edits): ${diffWords(input, out)
          .filter((p) => p.added || p.removed)
          .map((p) => `${p.removed ? '-' : '+'}${JSON.stringify(p.value)}`)
          .join(' ')}`,
      );
    }
  }
  for (const keep of item.keep) {
    into.keep++;
    if (!out.includes(comparable(keep))) {
      into.keepLost++;
      details?.push(`${item.id} lost ${JSON.stringify(keep)}`);
    }
  }
  for (const fix of item.fix) {
    into.fix++;
    const ok = fix.right.some((r) => out.includes(comparable(r))) && !out.includes(comparable(fix.wrong));
    if (ok) into.fixed++;
    else details?.push(`${item.id} not fixed ${JSON.stringify(fix.wrong)} → ${JSON.stringify(fix.right[0])}`);
  }
}

export async function runRealworld(
  engine: WritingEngine,
  items: RealworldItem[],
  options: WritingOptions,
  label: string,
): Promise<RealworldReport> {
  const outputs = await Promise.all(items.map((item) => engine.enhance(item.text, options).then((r) => r.text)));
  const byLang: Record<string, RealworldFigures> = {};
  const overall = emptyFigures();
  const details: string[] = [];
  items.forEach((item, i) => {
    scoreItem(item, outputs[i], (byLang[item.lang] ??= emptyFigures()), details);
    scoreItem(item, outputs[i], overall);
  });
  return { label, byLang, overall, details };
}

/** The report as the README's table. */
export function formatRealworld(report: RealworldReport): string[] {
  const row = (lang: string, f: RealworldFigures) =>
    `  | ${lang.padEnd(8)} | ${`${f.cleanChanged}/${f.clean}`.padStart(7)} | ${String(f.cleanWordEdits).padStart(5)} | ${`${f.keepLost}/${f.keep}`.padStart(7)} | ${(f.fix ? `${f.fixed}/${f.fix}` : '–').padStart(7)} |`;
  return [
    `realworld (${report.label}): clean changed · word edits on clean · protected lost · errors fixed`,
    `  | lang     |   clean | edits |    lost |   fixed |`,
    ...Object.entries(report.byLang)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([lang, f]) => row(lang, f)),
    row('overall', report.overall),
  ];
}
