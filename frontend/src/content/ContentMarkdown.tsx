import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from 'src/features/language/useLanguage';

const DEVANAGARI = /[\u0900-\u097F]/;

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
 * The site's long-form Markdown (blog articles, guide, privacy policy): safe (raw HTML is skipped, unsafe
 * link protocols removed), with links inside the site kept in the visitor's language (`/guide` becomes
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
    code: ({ children: code }) => <code lang={DEVANAGARI.test(textOf(code)) ? 'hi' : 'en'}>{code}</code>,
    h2: ({ children: heading }) => <h2 id={headingId(textOf(heading))}>{heading}</h2>,
  };
  return (
    <Box
      className="likho-content"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="1.75"
      css={{
        '& > * + *': { marginTop: '1em' },
        '& h2': {
          fontSize: { base: 'xl', md: '2xl' },
          fontWeight: 'bold',
          lineHeight: '1.3',
          marginTop: '1.6em',
          scrollMarginTop: '5rem',
        },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '1.2em' },
        '& ul, & ol': { paddingInlineStart: '1.5em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.4em' },
        '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
        '& blockquote': {
          borderInlineStartWidth: '4px',
          borderColor: 'brand.muted',
          paddingInlineStart: '1em',
          color: 'fg.muted',
        },
        '& strong': { fontWeight: 'semibold' },
      }}
      {...rest}
    >
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
