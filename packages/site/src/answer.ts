/**
 * Comparing a learner's answer with the expected one, shared by the server (judging answers) and the SPA
 * (checking fill-in and choice exercises at once): spacing, curly quotes and Unicode forms do not matter.
 */
export function normaliseAnswer(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
