export const IMAGE_RATE_LIMITER = Symbol('IMAGE_RATE_LIMITER');

/** The rate-limit window of image generation (IMAGE_RATE_LIMIT per hour). */
export const HOUR_MS = 3_600_000;
