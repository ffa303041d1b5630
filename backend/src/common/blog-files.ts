import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createBlog, type Blog } from '@likho/site/blog';

/** Folder of the articles: the `blog/` folder of the @likho/site package (the SPA bundles the same files). */
export const BLOG_DIR = join(dirname(require.resolve('@likho/site/package.json')), 'blog');

/** Reads and indexes the blog articles from disk (the server's side; the SPA imports them through Vite). */
export function loadBlog(dir: string = BLOG_DIR): Blog {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.md')) files[name] = readFileSync(join(dir, name), 'utf8');
  }
  return createBlog(files);
}
