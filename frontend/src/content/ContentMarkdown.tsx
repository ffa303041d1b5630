import type { BoxProps } from '@chakra-ui/react';
import { hasDevanagari } from '@likho/site/text';
import type { ReactNode } from 'react';
import type { Components } from 'react-markdown';
import { RouterLink } from 'src/components/RouterLink';
import { Markdown } from 'src/components/Markdown';
import { useLanguage } from 'src/lib/language/useLanguage';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

/** Slug-like id of a heading, so the guide's table of contents can link to it. */
export function headingId(text: string): string {
  return `s-${text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * The site's long-form Markdown (blog articles, guide, privacy policy): the one Markdown renderer
 * (src/components/Markdown, safe, in its `content` styles), with links inside the site kept in the visitor's language (`/guide` becomes
 * `/hi/guide` on Hindi pages) and navigated in the app, other links opened in a new tab. Inline code marks
 * examples in another language, so it carries a `lang` attribute (Devanagari → hi, otherwise en).
 */
export function ContentMarkdown({ children, ...rest }: { children: string } & BoxProps) {
  const { localePath } = useLanguage();
  const components: Components = {
    a: ({ href = '', children: label }) =>
      href.startsWith('/') ? (
        <RouterLink to={localePath(href)}>{label}</RouterLink>
      ) : (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ),
    code: ({ children: code }) => <code lang={hasDevanagari(textOf(code)) ? 'hi' : 'en'}>{code}</code>,
    h2: ({ children: heading }) => <h2 id={headingId(textOf(heading))}>{heading}</h2>,
  };
  return (
    <Markdown variant="content" components={components} {...rest}>
      {children}
    </Markdown>
  );
}
