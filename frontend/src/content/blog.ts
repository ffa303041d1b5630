import { createBlog } from '@likho/site/blog';

/**
 * The blog articles: the Markdown files of the @likho/site package (its blog/ folder, the one source the server
 * reads too), bundled with the blog pages. A glob takes a path, not a package name: this is the package's folder.
 */
const files = import.meta.glob<string>('../../../packages/site/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const blog = createBlog(files);
