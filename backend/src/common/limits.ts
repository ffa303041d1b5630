/** Product limits of SPEC §5 and §9, shared by validation and /api/config. */
export const LIMITS = {
  maxInputChars: 20_000,
  maxAudioBytes: 200 * 1024 * 1024,
  maxVideoBytes: 1024 * 1024 * 1024,
  maxImageBytes: 15 * 1024 * 1024,
  maxImageInstructionsChars: 300,
} as const;
