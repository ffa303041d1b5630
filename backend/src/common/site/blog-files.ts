import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBlog, type Blog } from './blog';

/** Folder of the articles: beside this file in src (tests) and in dist (the build copies the .md files). */
export const BLOG_DIR = join(__dirname, 'blog');

/** Reads and indexes the blog articles from disk (the server's side; the SPA imports them through Vite). */
export function loadBlog(dir: string = BLOG_DIR): Blog {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.md')) files[name] = readFileSync(join(dir, name), 'utf8');
  }
  return createBlog(files);
}
