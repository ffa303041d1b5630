/** Settings of an app under fuzzing: every rate limit and quota raised far out of the way, providers unconfigured. */
export const FUZZ_APP_ENV: Record<string, string> = {
  THROTTLE_LIMIT: '100000000',
  PROCESS_TEXT_RATE_LIMIT: '100000000',
  IMAGE_RATE_LIMIT: '100000000',
  UPLOAD_QUOTA_MB_PER_HOUR: '100000000',
  STRIPE_SECRET_KEY: '',
  STRIPE_PUBLISHABLE_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  AI_BASE_URL: '',
  AI_API_KEY: '',
  SERVE_FRONTEND: 'false',
};
