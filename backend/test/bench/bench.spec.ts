import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { backendDir, mediaUnavailable } from '../../bench/media-bench';
import { defaultConfig, expectedRows, runBench, STEPS } from '../../bench/run';
import { formatSummary, key, readSummary, type Summary, writeSummary } from '../../bench/summary';

/**
 * `make bench` in its tiny mode (a few texts, 1-second loads, small files), so the bench cannot silently break
 * again (issue 21). No figure is judged: each must be a number, or "not measured" with the reason, and no step
 * may fail. Steps whose tool or data is missing here (ffmpeg, the build, shared/data) say so instead.
 */
const BACKEND = resolve(__dirname, '..', '..');

describe('bench', () => {
  it('finds the backend folder from the sources and from the compiled bench', () => {
    expect(backendDir(join(BACKEND, 'bench'))).toBe(BACKEND);
    expect(backendDir(join(BACKEND, 'dist', 'bench-build', 'bench'))).toBe(BACKEND);
    expect(backendDir()).toBe(BACKEND);
  });

  it('formats a comparison of two runs with deltas, new and gone rows', () => {
    const run = (rows: Summary['rows']): Summary => ({
      startedAt: 't',
      finishedAt: 't',
      mode: 'tiny',
      settings: {},
      rows,
    });
    const old = run([
      { section: 'speed', name: 'ratio', value: 80, unit: '%', digits: 1 },
      { section: 'media', name: 'growth', value: 5, unit: 'MB' },
      { section: 'pages', name: 'gone', value: 1 },
    ]);
    const now = run([
      { section: 'speed', name: 'ratio', value: 90, unit: '%', digits: 1 },
      { section: 'media', name: 'growth', value: null, reason: 'ffmpeg is not installed' },
      { section: 'quality', name: 'fresh', value: 3, of: 10 },
    ]);
    const lines = formatSummary(now, old).join('\n');
    expect(lines).toMatch(/ratio\s+90\.0%\s+\+10\.0 \(\+12\.5 %\)/);
    expect(lines).toMatch(/growth\s+not measured\s+was 5\.00 MB; ffmpeg is not installed/);
    expect(lines).toMatch(/fresh\s+3\/10\s+new/);
    expect(lines).toContain('gone since the previous run: pages · gone 1.00');
  });

  it('runs every step in tiny mode and reports every figure, written as JSON', async () => {
    const log: string[] = [];
    const config = { ...defaultConfig(true), log: (line: string) => log.push(line) };
    const { summary, failed } = await runBench(config);
    const print = formatSummary(summary);
    console.log([...log, '', ...print].join('\n'));

    expect(failed).toEqual([]);
    expect(summary.mode).toBe('tiny');
    const keys = summary.rows.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of expectedRows(config)) expect(keys).toContain(key(row));
    for (const row of summary.rows) {
      if (row.value === null) expect(row.reason).toMatch(/\S/);
      else expect(Number.isFinite(row.value)).toBe(true);
      expect(print.some((line) => line.includes(row.name))).toBe(true);
    }
    const measured = (section: string) => summary.rows.filter((r) => r.section === section && r.value !== null);
    const all = (section: string) => summary.rows.filter((r) => r.section === section);
    // what this checkout always has: the Hindi sentences, the engine for the hostile texts
    expect(measured('hindi')).toEqual(all('hindi'));
    expect(measured('hostile texts')).toEqual(all('hostile texts'));
    expect(measured('publishability')).toEqual(all('publishability'));
    expect(all('pages').every((r) => r.value === null)).toBe(true);
    // with the shared data (JFLEG, realworld-dev) and ffmpeg with a build, those figures too
    if (existsSync(config.corpus)) {
      expect(measured('quality')).toEqual(all('quality'));
      expect(measured('speed')).toEqual(all('speed'));
    }
    if (existsSync(config.realworld)) expect(measured('realworld-dev')).toEqual(all('realworld-dev'));
    // the check set is part of this checkout
    expect(measured('realworld-check')).toEqual(all('realworld-check'));
    expect(all('realworld-check').length).toBeGreaterThan(0);
    if (!mediaUnavailable()) expect(measured('media')).toEqual(all('media'));
    expect(STEPS.every((step) => log.includes(`== ${step} ==`))).toBe(true);
    expect(summary.settings).toMatchObject({ mode: 'tiny', speed: { seconds: 1 } });
    expect(summary.settings).not.toHaveProperty('log');

    const dir = mkdtempSync(join(tmpdir(), 'likho-bench-test-'));
    try {
      writeSummary(join(dir, 'latest.json'), summary);
      const back = readSummary(join(dir, 'latest.json'));
      expect(back.rows).toEqual(summary.rows);
      expect(formatSummary(summary, back).filter((l) => / {2}=$|=;/.test(l)).length).toBe(
        summary.rows.filter((r) => r.value !== null).length,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 900_000);
});
