import { Box, type BoxProps } from '@chakra-ui/react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkBreaks from 'remark-breaks';

type Css = NonNullable<BoxProps['css']>;

/** The styles both kinds of Markdown share: lists, links and inline code, in either theme. */
const LISTS: Css = {
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
};
const LINK = { color: 'brand.fg', textDecoration: 'underline' };
const CODE = { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' };

/** A link out of the site: a new tab, with no referrer or opener (and no endorsement in a visitor's own text). */
const resultComponents: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

const VARIANTS = {
  /**
   * A visitor's result: compact. A single newline is a line break (remark-breaks), not Markdown's soft break, so a
   * poem, an address or lines of "• …" bullets keep the shape they were written in; blank lines still separate
   * paragraphs.
   */
  result: {
    box: { className: 'likho-markdown', lineHeight: '1.7' },
    remarkPlugins: [remarkBreaks],
    components: resultComponents,
    css: {
      '& > * + *': { marginTop: '0.75em' },
      '& h1, & h2, & h3, & h4': { fontWeight: 'bold', lineHeight: '1.3', marginTop: '1em' },
      '& h1': { fontSize: 'xl' },
      '& h2': { fontSize: 'lg' },
      '& h3, & h4': { fontSize: 'md' },
      ...LISTS,
      '& li + li': { marginTop: '0.25em' },
      '& a': LINK,
      '& code': CODE,
      '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', paddingInlineStart: '1em' },
      '& hr': { borderColor: 'border' },
    },
  },
  /** The site's long-form pages (blog articles, guide, privacy policy): larger type, more air, section headings. */
  content: {
    box: { className: 'likho-content', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.75' },
    remarkPlugins: [],
    components: {},
    css: {
      '& > * + *': { marginTop: '1em' },
      '& h2': {
        fontSize: { base: 'xl', md: '2xl' },
        fontWeight: 'bold',
        lineHeight: '1.3',
        marginTop: '1.6em',
        scrollMarginTop: '5rem',
      },
      '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '1.2em' },
      ...LISTS,
      '& li + li': { marginTop: '0.4em' },
      '& a': { ...LINK, textUnderlineOffset: '3px' },
      '& code': CODE,
      '& blockquote': {
        borderInlineStartWidth: '4px',
        borderColor: 'brand.muted',
        paddingInlineStart: '1em',
        color: 'fg.muted',
      },
      '& strong': { fontWeight: 'semibold' },
    },
  },
} satisfies Record<
  string,
  { box: BoxProps; remarkPlugins: NonNullable<Options['remarkPlugins']>; components: Components; css: Css }
>;

/**
 * The one Markdown renderer: safe Markdown (react-markdown without rehype-raw, so raw HTML in the text is never
 * rendered, it is skipped, and unsafe link protocols are removed by the default URL transform), styled for both
 * themes. `variant` picks the styles: `result` (the default) for a visitor's text, `content` for the site's
 * long-form pages (src/content/ContentMarkdown adds their links and heading ids through `components`).
 */
export function Markdown({
  children,
  variant = 'result',
  components,
  ...rest
}: { children: string; variant?: keyof typeof VARIANTS; components?: Components } & BoxProps) {
  const v = VARIANTS[variant];
  return (
    <Box {...v.box} css={v.css} {...rest}>
      <ReactMarkdown skipHtml remarkPlugins={v.remarkPlugins} components={{ ...v.components, ...components }}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
