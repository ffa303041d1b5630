import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The one summary of `make bench`: every figure the benchmarks produce as a row, printed as one table and written
 * as JSON, so two runs can be compared (`--compare old.json` prints the deltas). A figure that could not be
 * measured (no ffmpeg, no data, a step that failed) is a row with `value: null` and the reason.
 */
export interface Row {
  section: string;
  name: string;
  /** null: not measured (see `reason`). */
  value: number | null;
  /** Shown after the value: '%', 'ms', 'MB', '×', 'words/s'… */
  unit?: string;
  /** Out of how many (a count such as "clean texts changed 0/78"). */
  of?: number;
  /** Decimals shown (default 2; counts 0). */
  digits?: number;
  /** Why it was not measured. */
  reason?: string;
  /** Anything else worth a glance: the slowest text, the sample's stale outputs. */
  note?: string;
}

export interface Summary {
  startedAt: string;
  finishedAt: string;
  /** 'full' (make bench) or 'tiny' (the test's settings). */
  mode: string;
  settings: Record<string, unknown>;
  rows: Row[];
}

export const key = (row: Pick<Row, 'section' | 'name'>) => `${row.section} · ${row.name}`;

/** The expected rows of a step, each not measured for `reason` (a step that could not run). */
export function notMeasured(section: string, names: string[], reason: string): Row[] {
  return names.map((name) => ({ section, name, value: null, reason }));
}

export function formatValue(row: Row): string {
  if (row.value === null) return 'not measured';
  const digits = row.digits ?? (row.of !== undefined ? 0 : 2);
  const v = row.value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const unit = row.unit ? (row.unit === '%' || row.unit === '×' ? row.unit : ` ${row.unit}`) : '';
  return row.of !== undefined ? `${v}/${row.of.toLocaleString('en')}${unit}` : `${v}${unit}`;
}

function delta(row: Row, old: Row | undefined): string {
  if (!old) return 'new';
  if (row.value === null || old.value === null) return old.value === row.value ? '' : `was ${formatValue(old)}`;
  const d = row.value - old.value;
  if (d === 0) return '=';
  const digits = row.digits ?? (row.of !== undefined ? 0 : 2);
  const pct = old.value !== 0 ? ` (${d > 0 ? '+' : ''}${((100 * d) / Math.abs(old.value)).toFixed(1)} %)` : '';
  return `${d > 0 ? '+' : ''}${d.toFixed(digits)}${pct}`;
}

/** The table, one line per row, grouped by section; with `previous`, a column of deltas against it. */
export function formatSummary(summary: Summary, previous?: Summary): string[] {
  const before = new Map(previous?.rows.map((r) => [key(r), r]));
  const nameWidth = Math.max(...summary.rows.map((r) => r.name.length), 6);
  const valueWidth = Math.max(...summary.rows.map((r) => formatValue(r).length), 5);
  const lines = [
    `bench summary (${summary.mode}, ${summary.startedAt} → ${summary.finishedAt})` +
      (previous ? `, compared with the run of ${previous.startedAt}` : ''),
  ];
  let section = '';
  for (const row of summary.rows) {
    if (row.section !== section) {
      section = row.section;
      lines.push(`${section}`);
    }
    const comment = [
      previous ? delta(row, before.get(key(row))) : '',
      row.value === null ? (row.reason ?? '') : '',
      row.note ?? '',
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(
      `  ${row.name.padEnd(nameWidth)}  ${formatValue(row).padStart(valueWidth)}${comment ? `  ${comment}` : ''}`,
    );
  }
  if (previous) {
    const now = new Set(summary.rows.map(key));
    for (const old of previous.rows.filter((r) => !now.has(key(r))))
      lines.push(`  (gone since the previous run: ${key(old)} ${formatValue(old)})`);
  }
  return lines;
}

export function writeSummary(path: string, summary: Summary): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(summary, null, 2) + '\n');
}

export function readSummary(path: string): Summary {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Summary;
  if (!Array.isArray(parsed.rows)) throw new Error(`${path} is not a bench summary (no rows)`);
  return parsed;
}
