import type { Bilingual } from './card-instructions';
import type { ImagePlatform } from './platforms';

export interface ImageRequest {
  /** The enhanced text the image is made from. */
  text: string;
  platform: ImagePlatform;
  /** The visitor's custom instructions (trimmed, at most 300 characters). */
  instructions?: string;
}

export interface GeneratedImage {
  png: Buffer;
  width: number;
  height: number;
  /** Which adapter made it: card, or openai (AI backdrop under the card text). */
  engine: string;
  /** What the visitor should be told: instructions applied or not, a fallback. */
  notices: Bilingual[];
}

/** Port: a social-media image for a platform from enhanced text. */
export interface ImageEngine {
  readonly name: string;
  generate(request: ImageRequest): Promise<GeneratedImage>;
}

/** SPEC §8: the provider refused the content; answered 400 with exactly this message. */
export const MODERATION_MESSAGE = 'This content violates our moderation policy and this image cannot be generated';

export class ImageModerationError extends Error {
  constructor(readonly providerMessage: string) {
    super(MODERATION_MESSAGE);
    this.name = 'ImageModerationError';
  }
}
