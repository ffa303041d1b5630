import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationShutdown,
  OnModuleDestroy,
  OnModuleInit,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Language } from '@likho/site/language';
import type { Visitor } from 'src/common/throttler/visitor-quotas';
import { AppConfig } from 'src/config/app-config';
import { EngineStatus } from 'src/engines/engine-status';
import type { Bilingual } from 'src/engines/image/card-instructions';
import { CardRenderError } from 'src/engines/image/card-pool';
import {
  ImageModerationError,
  MODERATION_MESSAGE,
  type GeneratedImage,
  type ImageRequest,
} from 'src/engines/image/image-engine';
import { StatsService } from 'src/modules/stats/stats.service';
import { IMAGE_ENGINES, type ImageEngines } from './image-engines';
import { GenerateImageRequest, GenerateImageResponse } from './image.dto';
import { ImageRateLimitException, RENDER_FAILED_MESSAGE } from './image.errors';
import { ImageRepository } from './image.repository';
import { IMAGE_RATE_LIMITER } from './image.tokens';
import type { RateLimiter } from './image-rate-limiter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const IMAGE_NOT_FOUND = 'This image does not exist or has expired. Please generate it again.';
export const FALLBACK_NOTICE: Bilingual = {
  en: 'The AI image service was not available, so a designed card was made instead.',
  hi: 'AI इमेज सेवा उपलब्ध नहीं थी, इसलिए इसकी जगह एक डिज़ाइन किया हुआ कार्ड बनाया गया।',
};

export interface StoredPng {
  png: Buffer;
  filename: string;
}

@Injectable()
export class ImageService implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger(ImageService.name);
  private purgeTimer?: NodeJS.Timeout;

  constructor(
    private readonly config: AppConfig,
    @Inject(IMAGE_ENGINES) private readonly engines: ImageEngines,
    @Inject(IMAGE_RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly images: ImageRepository,
    private readonly stats: StatsService,
    private readonly status: EngineStatus,
  ) {}

  onModuleInit(): void {
    this.status.set('image', this.engines.state);
    this.purgeTimer = setInterval(() => void this.purgeExpired(), this.config.IMAGE_PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }

  /** Stops the card workers (cards still waiting fail). */
  async onApplicationShutdown(): Promise<void> {
    await this.engines.card?.close();
  }

  /** POST /api/generate-image: rate limit, then the AI adapter (card fallback) or the card; stored for a day. */
  async generate(
    body: GenerateImageRequest,
    visitor: Visitor,
    language: Language = 'en',
  ): Promise<GenerateImageResponse> {
    const verdict = await this.limiter.hit(visitor);
    if (!verdict.allowed) {
      throw new ImageRateLimitException(this.config.IMAGE_RATE_LIMIT, Math.max(1, Math.ceil(verdict.resetMs / 1000)));
    }
    const card = this.engines.card;
    if (!card) throw new ServiceUnavailableException(this.engines.state.detail);

    const request: ImageRequest = {
      text: body.enhancedText,
      platform: body.socialMediaPlatform,
      instructions: body.customInstructions || undefined,
    };
    const started = Date.now();
    let image: GeneratedImage;
    let outcome = 'ok';
    try {
      if (this.engines.ai) {
        try {
          image = await this.engines.ai.generate(request);
        } catch (err) {
          if (err instanceof ImageModerationError) {
            await this.record('refused', this.engines.ai.name, started, 0);
            throw new BadRequestException(MODERATION_MESSAGE);
          }
          this.logger.warn(`AI image failed, using the designed card: ${(err as Error).message}`);
          image = await card.generate(request);
          image.notices.unshift(FALLBACK_NOTICE);
          outcome = 'fallback';
        }
      } else {
        image = await card.generate(request);
      }
    } catch (err) {
      if (!(err instanceof BadRequestException)) {
        await this.record('error', this.engines.ai?.name ?? card.name, started, 0);
      }
      if (err instanceof CardRenderError) {
        // a clear 503 for this request, not a 500 with a stack (a dead worker is replaced for the next card)
        this.logger.warn(`card not drawn: ${err.message}`);
        throw new ServiceUnavailableException(RENDER_FAILED_MESSAGE);
      }
      throw err;
    }

    const id = await this.images.save({
      png: image.png,
      platform: request.platform,
      engine: image.engine,
      width: image.width,
      height: image.height,
      ttlMs: this.config.IMAGE_TTL_MS,
    });
    await this.record(outcome, image.engine, started, image.png.length);
    const message = image.notices.map((n) => n[language]).join(' ');
    return { success: true, imageUrl: `/api/generated-images/${id}`, ...(message ? { message } : {}) };
  }

  /** GET /api/generated-images/{id}: the PNG while it has not expired. */
  async getImage(id: string): Promise<StoredPng> {
    const found = UUID.test(id) ? await this.images.findLive(id) : null;
    if (!found) throw new NotFoundException(IMAGE_NOT_FOUND);
    return { png: found.png, filename: `likho-${found.platform}-${id.slice(0, 8)}.png` };
  }

  /** Deletes expired images (run every IMAGE_PURGE_INTERVAL_MS). */
  async purgeExpired(): Promise<number> {
    try {
      const n = await this.images.purgeExpired();
      if (n) this.logger.log(`removed ${n} expired generated image${n === 1 ? '' : 's'}`);
      return n;
    } catch (err) {
      this.logger.warn(`could not purge expired images: ${(err as Error).message}`);
      return 0;
    }
  }

  private record(outcome: string, engine: string, started: number, bytes: number) {
    return this.stats.recordUsage({ kind: 'image', bytes, durationMs: Date.now() - started, outcome, engine });
  }
}
