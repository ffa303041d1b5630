/**
 * Penn-Treebank-style tokenisation as used by the JFLEG files ("do n't", "it 's", spaces around
 * punctuation), and its inverse, so the engine sees natural text and the scorer sees tokens.
 */

const CONTRACTION_SPLIT = /\b(\w+)(n't)\b/gi;
const CLITICS = /(\w)('s|'re|'ve|'ll|'d|'m|'S|'RE|'VE|'LL|'D|'M)\b/g;

export function tokenize(text: string): string {
  let s = ` ${text.normalize('NFC')} `;
  s = s.replace(/[“”]/g, '"').replace(/[‘’]/g, "'");
  s = s.replace(/\.\.\./g, ' ... ');
  s = s.replace(/([,;:@#$%?!()[\]{}"])/g, ' $1 ');
  // a final period (possibly followed by closing quotes/brackets) is its own token
  s = s.replace(/([^.])(\.)([\]\)}>"']*)\s*$/g, '$1 $2$3 ');
  // periods before spaces that end a sentence-like token (not abbreviations with inner dots)
  s = s.replace(/(\b(?!(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|etc|vs)\.)\w{2,})\.(\s+[A-Z"])/g, '$1 .$2');
  s = s.replace(CONTRACTION_SPLIT, '$1 $2');
  s = s.replace(CLITICS, '$1 $2');
  s = s.replace(/(\w)' /g, "$1 ' ");
  s = s.replace(/ '(\w)/g, " ' $1").replace(/ ' (s|re|ve|ll|d|m|t)\b/gi, " '$1");
  return s.split(/\s+/).filter(Boolean).join(' ');
}

export function detokenize(tokens: string): string {
  let s = ` ${tokens.trim()} `;
  s = s.replace(/ (n't|'s|'re|'ve|'ll|'d|'m|'S|'RE|'VE|'LL|'D|'M) /g, '$1 ');
  s = s.replace(/ ([.,;:?!%)\]}]+)(?= )/g, '$1');
  s = s.replace(/ ([([{$#]) /g, ' $1');
  // straight double quotes: alternate opening and closing
  let open = false;
  s = s.replace(/ " /g, () => {
    open = !open;
    return open ? ' "' : '" ';
  });
  s = s.replace(/ \.\.\. /g, '... ');
  return s.replace(/\s+/g, ' ').trim();
}
