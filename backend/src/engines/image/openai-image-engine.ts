import OpenAI from 'openai';
import { sniffBuffer, SNIFF_BYTES } from 'src/common/file-type';
import type { AiCapabilityClient } from 'src/engines/ai-provider/ai-provider';
import type { CardDrawer } from './card-renderer';
import { buildImagePrompt, providerSize } from './image-prompt';
import { ImageModerationError, type GeneratedImage, type ImageEngine, type ImageRequest } from './image-engine';

/** Error codes and wording providers use when their safety system refuses a prompt. */
const MODERATION_CODES = new Set(['moderation_blocked', 'content_policy_violation', 'content_filter']);
const MODERATION_WORDS = /moderation|safety system|content policy|content_policy|violat|not allowed by our safety/i;

export class ImageProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageProviderError';
  }
}

/** True when the provider refused the prompt on content grounds (as opposed to failing). */
export function isModerationRefusal(err: unknown): boolean {
  if (!(err instanceof OpenAI.APIError) || err.status !== 400) return false;
  const code = typeof err.code === 'string' ? err.code : '';
  return MODERATION_CODES.has(code) || MODERATION_WORDS.test(err.message ?? '');
}

/** PNG or JPEG, read from the magic bytes (the one sniffer, common/file-type.ts); undefined for anything else. */
function sniffImage(data: Buffer): 'image/png' | 'image/jpeg' | undefined {
  const mime = sniffBuffer(data.subarray(0, SNIFF_BYTES))?.mime;
  return mime === 'image/png' || mime === 'image/jpeg' ? mime : undefined;
}

/**
 * AI adapter: an OpenAI-compatible image model paints a backdrop from a prompt built from the text, the platform
 * and the instructions; the card renderer then sets the text on it at the platform's native size. The call (and
 * the download of a URL answer) runs under the provider factory's media deadline and circuit breaker. A
 * moderation refusal raises ImageModerationError; any other failure an AiProviderError (the service then draws
 * the designed card).
 */
export class OpenAiImageEngine implements ImageEngine {
  readonly name = 'openai';

  constructor(
    private readonly ai: AiCapabilityClient,
    private readonly card: CardDrawer,
  ) {}

  async generate(request: ImageRequest): Promise<GeneratedImage> {
    const backdrop = await this.backdrop(request);
    const r = await this.card.draw({ ...request, backdrop });
    return {
      png: r.png,
      width: r.width,
      height: r.height,
      engine: this.name,
      // the model was given the instructions too, so only legibility notes and truncation are worth telling
      notices: r.notices.filter((n) => !n.en.startsWith('A designed card can')),
    };
  }

  private async backdrop(request: ImageRequest): Promise<{ data: Buffer; mime: 'image/png' | 'image/jpeg' }> {
    const model = this.ai.model;
    const dalle = /^dall-e/i.test(model);
    try {
      return await this.ai.call(
        async (signal) => {
          const answer = await this.ai.client.images.generate(
            {
              model,
              prompt: buildImagePrompt(request.text, request.platform, request.instructions),
              n: 1,
              size: providerSize(model, request.platform) as never,
              ...(dalle ? { response_format: 'b64_json' as const } : {}),
            },
            { signal },
          );
          const item = answer.data?.[0];
          let data: Buffer | undefined;
          if (item?.b64_json) data = Buffer.from(item.b64_json, 'base64');
          else if (item?.url) data = await this.download(item.url, signal);
          if (!data) throw new ImageProviderError('the image model returned no image');
          const mime = sniffImage(data);
          if (!mime) throw new ImageProviderError('the image model returned an image that is neither PNG nor JPEG');
          return { data, mime };
        },
        { isAnswer: isModerationRefusal },
      );
    } catch (err) {
      if (isModerationRefusal(err)) throw new ImageModerationError((err as Error).message);
      throw err;
    }
  }

  private async download(url: string, signal: AbortSignal): Promise<Buffer> {
    if (!/^https?:\/\//i.test(url)) throw new ImageProviderError('the image model returned an unusable URL');
    try {
      const res = await fetch(url, { signal, redirect: 'follow' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    } catch (err) {
      if (signal.aborted) throw err;
      throw new ImageProviderError(`downloading the generated image failed: ${(err as Error).message}`);
    }
  }
}
