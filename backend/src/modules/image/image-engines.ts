import { Logger } from '@nestjs/common';
import type { AppConfig } from 'src/config/app-config';
import type { EngineState } from 'src/engines/engine-status';
import { CardRenderer } from 'src/engines/image/card-renderer';
import { loadCardFonts } from 'src/engines/image/fonts';
import { OpenAiImageEngine } from 'src/engines/image/openai-image-engine';
import { createOpenAiClient } from 'src/engines/openai/openai-client';

export const IMAGE_ENGINES = Symbol('IMAGE_ENGINES');

/** The image adapters chosen from the configuration at start. */
export interface ImageEngines {
  /** The local card renderer (also the fallback of the AI adapter); absent without fonts. */
  card?: CardRenderer;
  /** The AI adapter when AI_IMAGE_MODEL is set. */
  ai?: OpenAiImageEngine;
  state: EngineState;
}

export function createImageEngines(config: AppConfig): ImageEngines {
  let card: CardRenderer;
  try {
    card = new CardRenderer(loadCardFonts(config.resolvePath(config.IMAGE_FONT_DIR)));
  } catch (err) {
    const detail = `Social images are not available on this server: ${(err as Error).message}.`;
    new Logger('ImageEngines').warn(detail);
    return { state: { adapter: 'none', ready: false, detail } };
  }
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
