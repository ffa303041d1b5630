/** The recording's time limit, 3600 s (SPEC §4), and its clock: the recording bar needs them before the recorder loads. */
export const MAX_SECONDS = 3600;

/** `m:ss` (minutes are not padded): 0:07, 12:34, 60:00. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
