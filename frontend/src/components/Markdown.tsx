import { Box, type BoxProps } from '@chakra-ui/react';
import ReactMarkdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';

const REMARK_PLUGINS = [remarkBreaks];

/**
 * Safe Markdown: react-markdown without rehype-raw, so raw HTML in the text is never rendered (it is skipped)
 * and unsafe link protocols are removed by the default URL transform. Styled for both themes.
 * A single newline is a line break (remark-breaks), not Markdown's soft break, so a poem, an address or lines of
 * "• …" bullets keep the shape they were written in; blank lines still separate paragraphs.
 */
export function Markdown({ children, ...rest }: { children: string } & BoxProps) {
  return (
    <Box
      className="likho-markdown"
      lineHeight="1.7"
      css={{
        '& > * + *': { marginTop: '0.75em' },
        '& h1, & h2, & h3, & h4': { fontWeight: 'bold', lineHeight: '1.3', marginTop: '1em' },
        '& h1': { fontSize: 'xl' },
        '& h2': { fontSize: 'lg' },
        '& h3, & h4': { fontSize: 'md' },
        '& ul, & ol': { paddingInlineStart: '1.5em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.25em' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
        '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', paddingInlineStart: '1em' },
        '& hr': { borderColor: 'border' },
      }}
      {...rest}
    >
      <ReactMarkdown
        skipHtml
        remarkPlugins={REMARK_PLUGINS}
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
        }}
      >
        {children}
      </ReactMarkdown>
    </Box>
  );
}
