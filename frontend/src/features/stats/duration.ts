/** The server's time-saved string ("0m", "2h 5m", "3d 4h") as parts: a number and its unit letter. */
export type DurationPart = { value: number; unit: 'd' | 'h' | 'm' };

const PART = /(\d+)\s*([dhm])/g;

/** Reads "3d 4h" into [{3, d}, {4, h}]; anything else gives no parts (the caller shows the text as it is). */
export function parseDuration(text: string): DurationPart[] {
  return [...text.matchAll(PART)].map((m) => ({ value: Number(m[1]), unit: m[2] as DurationPart['unit'] }));
}

/**
 * The time-saved figure in the interface language: each part written by `part` (number and unit word, e.g.
 * "5 मिनट"), so no English "m/h/d" appears on Hindi pages. A shape it does not know is shown as it is.
 */
export function localizeDuration(text: string, part: (p: DurationPart) => string): string {
  const parts = parseDuration(text);
  return parts.length ? parts.map(part).join(' ') : text;
}
