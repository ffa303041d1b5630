import { createBlog } from '@site/blog';

/**
 * The blog articles: the same Markdown files the server reads (backend/src/common/site/blog/*.md, the one
 * source), bundled with the blog pages.
 */
const files = import.meta.glob<string>('@site/blog/*.md', { query: '?raw', import: 'default', eager: true });

export const blog = createBlog(files);
