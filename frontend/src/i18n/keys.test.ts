/**
 * The translation files (public/locales/{en,hi}/common.json) against the source:
 * - every key exists in both languages, with the same {{placeholders}};
 * - every key the source names literally (t('a.b'), arrays of keys, i18nKey) exists;
 * - every key is used. A key counts as used when the source names it in a string literal, names one of its
 *   parent objects (read with `returnObjects`), or matches a key template (t(`options.tone.${v}`)), or when
 *   the server reads it: `meta.<page>.title|description|keywords` for every page of the route table and the
 *   not-found page (backend/src/common/spa.ts).
 *   Dynamic keys therefore stay checkable: write the template with a literal namespace first (`ns.part.${x}`),
 *   never `${ns}.part`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@likho/site/routes';

const here = fileURLToPath(new URL('.', import.meta.url));
const SRC = join(here, '..');
const LOCALES = join(SRC, '../public/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = Record<string, unknown>;
const load = (lng: string) => JSON.parse(readFileSync(join(LOCALES, lng, 'common.json'), 'utf8')) as Tree;

function flatten(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, String(node));
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const en = flatten(load('en'));
const hi = flatten(load('hi'));
const sources = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

interface Literals {
  /** Plain strings: '…', "…" and `…` without ${}. */
  plain: string[];
  /** Templates with ${}: the static parts, in order. */
  templates: string[][];
}

/**
 * A small lexer for TypeScript source: collects string literals and template literals (including those
 * nested in `${…}`), skipping comments. Strings stop at a line end, so a stray apostrophe does little harm.
 */
function lex(text: string): Literals {
  const out: Literals = { plain: [], templates: [] };
  const code = (start: number, closeBrace: boolean): number => {
    let depth = 0;
    let i = start;
    while (i < text.length) {
      const c = text[i];
      if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
      else if (c === '/' && text[i + 1] === '*')
        i = text.indexOf('*/', i + 2) < 0 ? text.length : text.indexOf('*/', i + 2) + 2;
      else if (c === "'" || c === '"') {
        let j = i + 1;
        let value = '';
        while (j < text.length && text[j] !== c && text[j] !== '\n') {
          if (text[j] === '\\') j++;
          value += text[j++];
        }
        if (text[j] === c) out.plain.push(value);
        i = j + 1;
      } else if (c === '`') i = template(i + 1);
      else if (c === '{') {
        depth++;
        i++;
      } else if (c === '}') {
        if (closeBrace && depth === 0) return i + 1;
        depth--;
        i++;
      } else i++;
    }
    return i;
  };
  const template = (start: number): number => {
    const parts = [''];
    let i = start;
    while (i < text.length && text[i] !== '`') {
      if (text[i] === '\\') {
        parts[parts.length - 1] += text[i + 1];
        i += 2;
      } else if (text[i] === '$' && text[i + 1] === '{') {
        i = code(i + 2, true);
        parts.push('');
      } else parts[parts.length - 1] += text[i++];
    }
    if (parts.length === 1) out.plain.push(parts[0]);
    else out.templates.push(parts);
    return i + 1;
  };
  code(0, false);
  return out;
}

const lexed = sources.map(({ text }) => lex(text));
const literals = new Set(lexed.flatMap((l) => l.plain));

/** Key templates: templates starting with a namespace (`ns.part.${x}`); `${…}` stands for a key part. */
const templates = lexed
  .flatMap((l) => l.templates)
  .filter((parts) => /^[a-z][A-Za-z0-9]*\./.test(parts[0]))
  .map((parts) => {
    const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[A-Za-z0-9_-]+');
    return new RegExp(`^${pattern}$`);
  });

/** Keys the server reads for the HTML it sends (page metadata). */
const serverKeys = new Set(
  [...PAGE_ROUTES.map((r) => r.page), 'notFound'].flatMap((page) =>
    ['title', 'description', 'keywords'].map((field) => `meta.${page}.${field}`),
  ),
);

function isUsed(key: string): boolean {
  const base = key.replace(PLURAL, '');
  if (serverKeys.has(key) || literals.has(key) || literals.has(base)) return true;
  const parts = key.split('.');
  for (let i = parts.length - 1; i >= 2; i--) if (literals.has(parts.slice(0, i).join('.'))) return true;
  return templates.some((re) => re.test(base) || re.test(key));
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation keys', () => {
  it('exist in both languages', () => {
    expect([...en.keys()].filter((k) => !hi.has(k))).toEqual([]);
    expect([...hi.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('have the same placeholders and no empty Hindi text', () => {
    const mismatched = [...en].filter(
      ([k, v]) => hi.has(k) && placeholders(v).join() !== placeholders(hi.get(k)!).join(),
    );
    expect(mismatched.map(([k]) => k)).toEqual([]);
    expect([...en].filter(([k, v]) => v !== '' && hi.get(k) === '').map(([k]) => k)).toEqual([]);
  });

  it('include every key the source names in t(…)', () => {
    const exists = (key: string) =>
      en.has(key) || [...en.keys()].some((k) => k.replace(PLURAL, '') === key || k.startsWith(`${key}.`));
    const missing = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/\bt\(\s*'([^']+)'|\bt\(\s*"([^"]+)"|i18nKey="([^"]+)"/g)]
        .map((m) => m[1] ?? m[2] ?? m[3])
        .filter((key) => !exists(key))
        .map((key) => `${path}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('are all used by the source or the server', () => {
    expect([...en.keys()].filter((k) => !isUsed(k))).toEqual([]);
  });

  it('provide metadata (title, description, keywords) for every page in both languages', () => {
    const missing = [...serverKeys].filter((k) => !en.has(k) || !hi.has(k));
    expect(missing).toEqual([]);
    const untitled = [...serverKeys]
      .filter((k) => !k.endsWith('keywords') && !k.startsWith('meta.notFound.k'))
      .filter((k) => !en.get(k) || !hi.get(k));
    expect(untitled).toEqual([]);
  });
});
