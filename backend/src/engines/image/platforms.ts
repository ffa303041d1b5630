import { SOCIAL_MEDIA, type SocialMedia } from 'src/engines/writing/writing-engine';
/** The social platforms of SPEC §3 (socialMedia without the empty value), in the same order. */
export const IMAGE_PLATFORMS = SOCIAL_MEDIA;
export type ImagePlatform = SocialMedia;

export interface PlatformSpec {
  width: number;
  height: number;
  /** Shown in prompts and logs. */
  label: string;
}

/**
 * Native image sizes: the link-preview / in-feed sizes each platform recommends (X's large summary card is
 * 16:9, rendered at 1600×900 so it stays sharp on high-density screens; a WhatsApp status is a 9:16 story).
 */
export const PLATFORM_SPECS: Record<ImagePlatform, PlatformSpec> = {
  linkedin: { width: 1200, height: 627, label: 'LinkedIn post' },
  facebook: { width: 1200, height: 630, label: 'Facebook post' },
  twitter: { width: 1600, height: 900, label: 'X (Twitter) thread' },
  single_tweet: { width: 1600, height: 900, label: 'X (Twitter) post' },
  reddit: { width: 1200, height: 628, label: 'Reddit post' },
  whatsapp_status: { width: 1080, height: 1920, label: 'WhatsApp status' },
  blog: { width: 1600, height: 840, label: 'blog header' },
};

export function isPortrait(platform: ImagePlatform): boolean {
  const { width, height } = PLATFORM_SPECS[platform];
  return height > width;
}
