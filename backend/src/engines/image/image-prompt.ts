import { prepareCardText } from './card-text';
import { isPortrait, PLATFORM_SPECS, type ImagePlatform } from './platforms';

const MAX_TOPIC_CHARS = 700;

/**
 * The prompt for the image model. The model paints a backdrop only: image models garble lettering (Devanagari
 * above all), so the visitor's words are set on top by the card renderer, exactly and shaped correctly.
 */
export function buildImagePrompt(text: string, platform: ImagePlatform, instructions?: string): string {
  const spec = PLATFORM_SPECS[platform];
  const topic = prepareCardText(text)
    .blocks.map((b) => b.text)
    .join(' ')
    .slice(0, MAX_TOPIC_CHARS);
  const lines = [
    `Create a background image for a ${spec.label} (${isPortrait(platform) ? 'tall 9:16 story' : 'wide landscape'} format).`,
    `The post is about: """${topic}"""`,
    'Style: a tasteful, modern editorial illustration or photograph that captures the mood of the post, with soft light, ' +
      'a calm uncluttered area where a headline will be overlaid, and colours that keep white text readable.',
    'Do not draw any text, letters, numbers, captions, logos, signatures or watermarks.',
  ];
  if (instructions?.trim()) lines.push(`The author's wishes for the image: """${instructions.trim()}"""`);
  return lines.join('\n');
}

/** A size the model accepts, in the platform's orientation (the card renderer crops it to the native size). */
export function providerSize(model: string, platform: ImagePlatform): string {
  const portrait = isPortrait(platform);
  if (/^dall-e-3/i.test(model)) return portrait ? '1024x1792' : '1792x1024';
  if (/^dall-e-2/i.test(model)) return '1024x1024';
  return portrait ? '1024x1536' : '1536x1024';
}
