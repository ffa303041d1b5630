import { Logger } from '@nestjs/common';
import type { AppConfig } from 'src/config/app-config';
import type { EngineState } from 'src/engines/engine-status';
import { CardPool } from 'src/engines/image/card-pool';
import { checkCardFonts } from 'src/engines/image/fonts';
import { OpenAiImageEngine } from 'src/engines/image/openai-image-engine';
import { createOpenAiClient } from 'src/engines/openai/openai-client';

export const IMAGE_ENGINES = Symbol('IMAGE_ENGINES');

/** The image adapters chosen from the configuration at start. */
export interface ImageEngines {
  /** The local card renderer in worker threads (also draws for the AI adapter); absent without fonts. */
  card?: CardPool;
  /** The AI adapter when AI_IMAGE_MODEL is set. */
  ai?: OpenAiImageEngine;
  state: EngineState;
}

export function createImageEngines(config: AppConfig): ImageEngines {
  const fontDir = config.resolvePath(config.IMAGE_FONT_DIR);
  try {
    checkCardFonts(fontDir);
  } catch (err) {
    const detail = `Social images are not available on this server: ${(err as Error).message}.`;
    new Logger('ImageEngines').warn(detail);
    return { state: { adapter: 'none', ready: false, detail } };
  }
  // the workers start with the first card: most boots never draw one (IMAGE_WORKERS, default 1)
  const card = new CardPool({ size: config.IMAGE_WORKERS, fontDir });
  if (config.AI_IMAGE_MODEL && config.aiConfigured) {
    const ai = new OpenAiImageEngine(createOpenAiClient(config), config.AI_IMAGE_MODEL, card, config.AI_TIMEOUT_MS);
    return {
      card,
      ai,
      state: { adapter: 'openai', ready: true, detail: `model ${config.AI_IMAGE_MODEL}; designed card as fallback` },
    };
  }
  return {
    card,
    state: {
      adapter: 'card',
      ready: true,
      detail: 'designed cards (English and Hindi); set AI_BASE_URL and AI_IMAGE_MODEL for AI-made backdrops',
    },
  };
}
