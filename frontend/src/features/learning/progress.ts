/** SPEC §4 and §9: the learning progress bar starts at 5 and waits at most at 92 until the answer comes. */
export const PROGRESS_START = 5;
export const PROGRESS_CAP = 92;
export const PROGRESS_TICK_MS = 400;
export const TIP_ROTATION_MS = 4500;
export const REDIRECT_DELAY_MS = 500;

/** One random step that shrinks as the bar fills: a share of what is left below the cap. */
export function nextProgress(current: number, random: number = Math.random()): number {
  if (current >= PROGRESS_CAP) return PROGRESS_CAP;
  const left = PROGRESS_CAP - current;
  const step = Math.max(0.2, left * (0.03 + 0.12 * random));
  return Math.min(PROGRESS_CAP, Math.round((current + step) * 10) / 10);
}
