import type { Language } from '@likho/site/language';

/** Long-form pages written as Markdown, one file per language: `content/<lng>/<name>.md`. */
export type DocumentName = 'guide' | 'privacy';

const files = import.meta.glob<string>('./*/*.md', { query: '?raw', import: 'default' });
const cache = new Map<string, Promise<string>>();

/** The document's Markdown (loaded once, with the page that shows it); for React's `use()`. */
export function loadDocument(name: DocumentName, language: Language): Promise<string> {
  const key = `./${language}/${name}.md`;
  let promise = cache.get(key);
  if (!promise) {
    const load = files[key] ?? files[`./en/${name}.md`];
    promise = load();
    cache.set(key, promise);
  }
  return promise;
}

/** The `## ` headings of a Markdown document, in order (for a table of contents). */
export function sectionTitles(markdown: string): string[] {
  return [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1].trim());
}
