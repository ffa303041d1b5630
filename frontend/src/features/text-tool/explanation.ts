/** One line of the server's explanation: a heading, a plain sentence, or a change (before → after, reason). */
export type ExplanationLine =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'item'; text: string }
  | { kind: 'change'; before: string; after: string; reason: string };

const BULLET = /^\s*(?:[•\-*]|\d+[.)])\s+(.*)$/;
const CHANGE = /^["“](.*?)["”]\s*(?:→|->)\s*["“](.*?)["”]\s*(?:\((.*)\))?\s*$/;

/**
 * Reads explanationText (one statement per line; bullets "•" for changes like `"i" → "I" (reason)`)
 * into lines the card can lay out. Unknown shapes stay plain text, so nothing is ever lost.
 */
export function parseExplanation(text: string): ExplanationLine[] {
  const lines: ExplanationLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = BULLET.exec(line);
    const body = bullet ? bullet[1] : line;
    const change = CHANGE.exec(body);
    if (change) lines.push({ kind: 'change', before: change[1], after: change[2], reason: change[3] ?? '' });
    else if (bullet) lines.push({ kind: 'item', text: body });
    else if (line.endsWith(':')) lines.push({ kind: 'heading', text: line.slice(0, -1) });
    else lines.push({ kind: 'text', text: line });
  }
  return lines;
}
