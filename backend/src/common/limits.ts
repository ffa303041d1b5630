import { countChars } from '@likho/site/text';
import { PayloadTooLargeException } from '@nestjs/common';

/** Product limits of SPEC §5 and §9, shared by validation and /api/config. */
export const LIMITS = {
  maxInputChars: 20_000,
  maxAudioBytes: 200 * 1024 * 1024,
  maxVideoBytes: 1024 * 1024 * 1024,
  maxImageBytes: 15 * 1024 * 1024,
  maxImageInstructionsChars: 300,
} as const;

/**
 * The one length check of a text to enhance or learn from: 413 with a plain sentence above
 * LIMITS.maxInputChars characters (countChars: code points, as the visitor counts them). Returns that length.
 */
export function assertInputLength(text: string): number {
  const chars = countChars(text);
  if (chars > LIMITS.maxInputChars) {
    throw new PayloadTooLargeException(
      `The text is too long (${chars.toLocaleString('en')} characters). Please keep it under ${LIMITS.maxInputChars.toLocaleString('en')} characters.`,
    );
  }
  return chars;
}
