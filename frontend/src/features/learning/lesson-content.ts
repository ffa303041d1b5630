/**
 * The page puts its own "Practice" heading over the exercises; a lesson (an AI-written one especially) that
 * ends with a heading of that name would show it twice, so the lesson's own is left out.
 */
const PRACTICE_HEADING = /^#{1,6}\s*(practice|practise|exercises|अभ्यास|अभ्यास प्रश्न)\s*:?\s*$/gim;
export function withoutPracticeHeading(markdown: string): string {
  return markdown.replace(PRACTICE_HEADING, '').replace(/\n{3,}/g, '\n\n');
}
