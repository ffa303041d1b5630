import { Logger } from '@nestjs/common';
import type { AppConfig } from 'src/config/app-config';
import type { EngineState } from 'src/engines/engine-status';
import { CardPool } from 'src/engines/image/card-pool';
import { checkCardFonts } from 'src/engines/image/fonts';
import { OpenAiImageEngine } from 'src/engines/image/openai-image-engine';
import { AiProviders } from 'src/engines/ai-provider/ai-provider';

export const IMAGE_ENGINES = Symbol('IMAGE_ENGINES');

/** The image adapters chosen from the configuration at start. */
export interface ImageEngines {
  /** The local card renderer in worker threads (also draws for the AI adapter); absent without fonts. */
  card?: CardPool;
  /** The AI adapter when AI_IMAGE_MODEL is set. */
  ai?: OpenAiImageEngine;
  state: EngineState;
}

/**
 * The card renderer always (it also draws the AI adapter's cards and is its fallback), and the AI adapter when the
 * provider factory has an image model. `detail` may reach visitors (a 503); `admin` is for health and the log.
 */
export function createImageEngines(config: AppConfig): ImageEngines {
  const fontDir = config.resolvePath(config.IMAGE_FONT_DIR);
  try {
    checkCardFonts(fontDir);
  } catch (err) {
    const admin = `Social images are not available on this server: ${(err as Error).message}.`;
    new Logger('ImageEngines').warn(admin);
    return {
      state: {
        adapter: 'none',
        ready: false,
        detail:
          'Social images are not available on this server. (इस सर्वर पर सोशल मीडिया इमेज बनाने की सुविधा उपलब्ध नहीं है।)',
        admin,
      },
    };
  }
  // the workers start with the first card: most boots never draw one (IMAGE_WORKERS, default 1)
  const card = new CardPool({ size: config.IMAGE_WORKERS, fontDir });
  const ai = AiProviders.for(config).image;
  if (ai) {
    return {
      card,
      ai: new OpenAiImageEngine(ai, card),
      state: { adapter: 'openai', ready: true, detail: `model ${ai.model}; designed card as fallback` },
    };
  }
  return {
    card,
    state: {
      adapter: 'card',
      ready: true,
      detail: 'designed cards (English and Hindi)',
      admin: 'designed cards (English and Hindi); set AI_BASE_URL and AI_IMAGE_MODEL for AI-made backdrops',
    },
  };
}
