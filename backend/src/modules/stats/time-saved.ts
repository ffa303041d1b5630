/**
 * Time saved: a documented, deliberately conservative estimate.
 *
 * Proofreading a text and rewriting it by hand runs at about 40 words a minute for a careful writer
 * (reading, deciding, retyping), so every input word the tool handled counts 1.5 seconds. Nothing is
 * counted for texts that were not processed, and media calls count only through the text they produced.
 */
export const SECONDS_SAVED_PER_INPUT_WORD = 1.5;

export function estimateSecondsSaved(inputWords: number): number {
  return Math.round(Math.max(0, inputWords) * SECONDS_SAVED_PER_INPUT_WORD);
}

/** 0m, 45m, 3h 20m, 2d 4h: the two largest units, minutes rounded down. */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${mins}m`;
  return `${mins}m`;
}
