/**
 * The blog: Markdown articles with a small front matter, one file per article and language
 * (`blog/<slug>.<en|hi>.md`). This file parses and indexes them and is shared by the server (slug list for
 * 404s and the sitemap, titles and descriptions for the HTML metadata) and the SPA (list and article pages);
 * each side reads the files (this package's `blog/` folder) its own way: the server from disk, the SPA through Vite.
 *
 * Front matter, between two `---` lines, one `key: value` per line:
 *   title, description (the summary on the list page and the meta description), date (YYYY-MM-DD),
 *   keywords (comma-separated).
 */
import { LANGUAGES, type Language } from './language.ts';

export interface BlogArticle {
  slug: string;
  language: Language;
  title: string;
  description: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  keywords: string;
  /** Markdown body without the front matter. */
  body: string;
  /** Estimated reading time in whole minutes (at least 1). */
  minutes: number;
}

const FILE_NAME = /(?:^|\/)([a-z0-9-]+)\.(en|hi)\.md$/;
const REQUIRED = ['title', 'description', 'date'] as const;

/** Parses one article; `fileName` (or a path ending in it) gives the slug and the language. */
export function parseArticle(fileName: string, raw: string): BlogArticle {
  const name = FILE_NAME.exec(fileName);
  if (!name) throw new Error(`blog: ${fileName} is not named <slug>.<en|hi>.md`);
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!fm) throw new Error(`blog: ${fileName} has no front matter`);
  const fields: Record<string, string> = {};
  for (const line of fm[1].split('\n')) {
    const at = line.indexOf(':');
    if (at > 0)
      fields[line.slice(0, at).trim()] = line
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  for (const key of REQUIRED) {
    if (!fields[key]) throw new Error(`blog: ${fileName} lacks "${key}" in its front matter`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.date)) throw new Error(`blog: ${fileName} has a bad date ${fields.date}`);
  const body = text.slice(fm[0].length).trim();
  // reading time from the space-separated pieces of the Markdown (countWords in ./text.ts skips list dashes and
  // table pipes: it would turn using-a-an-and-the.en.md's 3 minutes into 2)
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug: name[1],
    language: name[2] as Language,
    title: fields.title,
    description: fields.description,
    date: fields.date,
    keywords: fields.keywords ?? '',
    body,
    minutes: Math.max(1, Math.round(words / 200)),
  };
}

export interface Blog {
  /** Articles of one language, newest first. */
  list(language: Language): BlogArticle[];
  /** One article, or undefined for an unknown slug. */
  find(slug: string, language: Language): BlogArticle | undefined;
  /** Every slug (each exists in both languages). */
  slugs(): string[];
}

/** Indexes raw files (path → Markdown). Every article must exist in both languages. */
export function createBlog(files: Record<string, string>): Blog {
  const articles = Object.entries(files).map(([path, raw]) => parseArticle(path, raw));
  const byKey = new Map(articles.map((a) => [`${a.language}:${a.slug}`, a]));
  const slugs = [...new Set(articles.map((a) => a.slug))];
  for (const slug of slugs) {
    for (const language of LANGUAGES) {
      if (!byKey.has(`${language}:${slug}`)) throw new Error(`blog: "${slug}" has no ${language} version`);
    }
  }
  const newestFirst = (a: BlogArticle, b: BlogArticle) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
  return {
    list: (language) => articles.filter((a) => a.language === language).sort(newestFirst),
    find: (slug, language) => byKey.get(`${language}:${slug}`),
    slugs: () => [...slugs].sort(),
  };
}
