import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_LEGAL_OWNER } from '@likho/site/legal';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  validateSync,
  ValidateBy,
} from 'class-validator';
import { redactUrl } from 'src/common/redact';

/** Repository root (backend/dist/config → ../../..; backend/src/config under ts tools → same depth). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

const toBool = ({ value }: { value: unknown }) => {
  if (typeof value === 'boolean') return value;
  const v = String(value).toLowerCase();
  return ['true', '1', 'yes', 'on'].includes(v) ? true : ['false', '0', 'no', 'off'].includes(v) ? false : value;
};
const toInt = ({ value }: { value: unknown }) => (/^-?\d+$/.test(String(value)) ? Number(value) : value);

/** The URL parses (port a number, no stray characters) and its user name and password decode. */
function parsesAsConnectionUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
    return true;
  } catch {
    return false;
  }
}

/** A connection URL the drivers can read, checked at boot so a typo is a configuration error naming the variable. */
const IsConnectionUrl = (name: string) =>
  ValidateBy({
    name: 'isConnectionUrl',
    validator: {
      validate: parsesAsConnectionUrl,
      defaultMessage: () =>
        `${name} is not a valid URL: check the port, and percent-encode special characters in the password`,
    },
  });

/**
 * Every environment variable the server reads, typed, defaulted and documented.
 * The README's configuration table mirrors this class; `loadConfig` validates it once at boot and a bad
 * value stops the process with a message naming the variable.
 */
export class AppConfig {
  /** `development`, `production` or `test`. */
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /** TCP port for the API, the SPA and Swagger. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Interface to bind. */
  @IsString()
  HOST = '0.0.0.0';

  /** Public origin of the site, used for canonical links and the share message. */
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';

  /** Postgres server URL. Empty: an embedded Postgres (PGlite) under DATA_DIR. */
  @IsOptional()
  @IsConnectionUrl('DATABASE_URL')
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must start with postgres:// or postgresql://' })
  DATABASE_URL?: string = undefined;

  /** Folder for the embedded database (relative paths are resolved from the repository root). */
  @IsString()
  DATA_DIR = './data';

  /** Size of the database connection pool. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;

  /** How long the server keeps trying to reach DATABASE_URL at boot before it gives up, in milliseconds (0: at once). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DB_CONNECT_RETRY_MS = 60_000;

  /** Usage rows kept in memory while the database is unreachable, written when it is back (beyond: counted, dropped). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DB_QUEUE_LIMIT = 50_000;

  /**
   * Secret that signs the anonymous session cookie. Empty: a random secret per process, so sessions end with the
   * process; required (at least 32 characters) when INSTANCES is above 1, as every instance must accept the others' cookies.
   */
  @IsString()
  SESSION_SECRET = '';

  /**
   * How many instances of the app serve this site behind one load balancer. Above 1 the app refuses to start
   * without SESSION_SECRET, DATABASE_URL, REDIS_URL and UPLOAD_DIR (a folder every instance shares), so nothing is
   * silently counted or stored per process.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  INSTANCES = 1;

  /** Trust X-Forwarded-* from this many proxy hops (0 = none). Needed for Secure cookies and per-IP limits behind a proxy. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10)
  TRUST_PROXY_HOPS = 0;

  /** Largest JSON body accepted (bytes, or a size such as 256kb). */
  @Matches(/^\d+(b|kb|mb)?$/i, { message: 'JSON_BODY_LIMIT must be a size such as 256kb' })
  JSON_BODY_LIMIT = '256kb';

  /** Requests allowed per client IP per THROTTLE_TTL_MS across the API. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  THROTTLE_LIMIT = 120;

  /** Window of the general rate limit, in milliseconds. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  THROTTLE_TTL_MS = 60_000;

  /** Serve the built SPA from FRONTEND_DIST (off for API-only deployments). */
  @Transform(toBool)
  @IsBoolean()
  SERVE_FRONTEND = true;

  /** Folder of the built SPA. */
  @IsString()
  FRONTEND_DIST = 'frontend/dist';

  /** Legal owner named in the footer. */
  @IsString()
  LEGAL_OWNER = DEFAULT_LEGAL_OWNER;

  /** OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio). Empty: offline engines only. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  AI_BASE_URL?: string = undefined;

  /** API key for AI_BASE_URL (local servers often accept any value). */
  @IsString()
  AI_API_KEY = '';

  /** Chat model for writing and learning. Empty: the local writing engine. */
  @IsString()
  AI_TEXT_MODEL = '';

  /** Speech-to-text model (Whisper-class). Empty: local pocketsphinx when installed. */
  @IsString()
  AI_TRANSCRIBE_MODEL = '';

  /** Image model for social images. Empty: the local card renderer. */
  @IsString()
  AI_IMAGE_MODEL = '';

  /** Timeout for one attempt of an AI provider call, in milliseconds (the deadlines below bound the whole call). */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  AI_TIMEOUT_MS = 60_000;

  /**
   * Total time one writing or lesson request may wait for the provider, retries included, in milliseconds;
   * then the local engine answers it (with a notice).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  AI_TEXT_DEADLINE_MS = 25_000;

  /** Total time one transcription or image may wait for the provider, retries included, in milliseconds. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  AI_MEDIA_DEADLINE_MS = 120_000;

  /** Consecutive provider failures after which a capability skips the provider for AI_BREAKER_COOLDOWN_MS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  AI_BREAKER_FAILURES = 3;

  /** How long a failing provider capability is skipped (the local fallback answers at once) before a probe. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  AI_BREAKER_COOLDOWN_MS = 30_000;

  /** Retries of one AI provider call on 429, 5xx and network errors (with backoff, honouring Retry-After). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(5)
  AI_MAX_RETRIES = 2;

  /** Worker threads for the local grammar checker (Harper, ~450 MB each). 0: one per CPU core, at most 4. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(16)
  WRITING_WORKERS = 0;

  /** English dialect of the local grammar checker: american, british, australian, canadian or indian. */
  @IsIn(['american', 'british', 'australian', 'canadian', 'indian'])
  WRITING_DIALECT: 'american' | 'british' | 'australian' | 'canadian' | 'indian' = 'american';

  /**
   * CPU time one text may take in a grammar worker, in milliseconds; a worker over it is stopped and replaced,
   * and the text is tried once more on another.
   */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(600_000)
  WRITING_JOB_TIMEOUT_MS = 3000;

  /** How far a grammar worker's memory may grow over its warm size, in MB, before the worker is replaced. */
  @Transform(toInt)
  @IsInt()
  @Min(20)
  @Max(4096)
  WRITING_WORKER_MEMORY_MB = 100;

  /** Texts one client IP may enhance per THROTTLE_TTL_MS (POST /api/process-text). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PROCESS_TEXT_RATE_LIMIT = 30;

  /**
   * Redis URL for what several instances share: rate limits, quotas and the media job slots. Empty: counted in
   * this process's memory.
   */
  @IsOptional()
  @IsConnectionUrl('REDIS_URL')
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must start with redis:// or rediss://' })
  REDIS_URL?: string = undefined;

  /** Prefix of every Redis key the app writes, so several sites (or test runs) can share one Redis. */
  @Matches(/^[A-Za-z0-9:_.-]{1,64}$/, { message: 'REDIS_KEY_PREFIX must be 1-64 letters, digits or : _ . -' })
  REDIS_KEY_PREFIX = 'likho:';

  /** Social images a visitor may generate per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  IMAGE_RATE_LIMIT = 5;

  /** How long a generated social image can be fetched, in milliseconds (then it answers 404 and is purged). */
  @Transform(toInt)
  @IsInt()
  @Min(60_000)
  IMAGE_TTL_MS = 86_400_000;

  /** How often expired generated images are deleted, in milliseconds. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  IMAGE_PURGE_INTERVAL_MS = 3_600_000;

  /** Folder with the Noto .ttf fonts of the image cards (Debian fonts-noto-core). */
  @IsString()
  IMAGE_FONT_DIR = '/usr/share/fonts/truetype/noto';

  /** Worker threads that draw image cards (started with the first card, fonts loaded in each); more cards wait their turn. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(8)
  IMAGE_WORKERS = 1;

  /** Stripe secret key. Empty: donations answer 503 'Donations are not configured on this server'. */
  @IsString()
  STRIPE_SECRET_KEY = '';

  /** Stripe publishable key, sent to the checkout page. */
  @IsString()
  STRIPE_PUBLISHABLE_KEY = '';

  /** Stripe webhook signing secret. */
  @IsString()
  STRIPE_WEBHOOK_SECRET = '';

  /** Base URL of the Stripe API. Empty: Stripe's own (https://api.stripe.com). Set only for tests or stripe-mock. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  STRIPE_API_BASE?: string = undefined;

  /** Analytics (tag manager) id. Empty: no analytics, even with consent. */
  @IsString()
  ANALYTICS_ID = '';

  /** Megabytes one visitor may upload per hour over the four upload routes, counted per client IP and per session (the stricter wins). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_QUOTA_MB_PER_HOUR = 3072;

  /** Folder for temporary upload chunks (deleted after every request and by the sweeper). */
  @IsString()
  UPLOAD_DIR = '';

  /** Session upload files untouched for this long are removed by the sweeper, in milliseconds. */
  @Transform(toInt)
  @IsInt()
  @Min(10_000)
  UPLOAD_MAX_AGE_MS = 3_600_000;

  /** How often the sweeper looks for stale upload files, in milliseconds. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  UPLOAD_SWEEP_INTERVAL_MS = 300_000;

  /** Media jobs (video conversion, transcription, OCR) that run at once. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(64)
  MEDIA_CONCURRENCY = 2;

  /** Media jobs that may wait for a free slot; one more is answered 429 'Too many requests'. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  MEDIA_QUEUE_LIMIT = 8;

  /** Time limit of one media job, in milliseconds (the job is stopped and answered 504). */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  MEDIA_JOB_TIMEOUT_MS = 600_000;

  /** ffmpeg binary. Empty: the system ffmpeg on PATH (Debian package ffmpeg); without one, video → audio is off. */
  @IsString()
  FFMPEG_PATH = '';

  /** ffprobe binary. Empty: the system ffprobe on PATH (Debian package ffmpeg); without it only magic bytes are checked. */
  @IsString()
  FFPROBE_PATH = '';

  /** pocketsphinx binary (pocketsphinx_continuous or pocketsphinx 5). Empty: looked up on PATH. */
  @IsString()
  POCKETSPHINX_PATH = '';

  /** Log level: error, warn, log, debug or verbose. */
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';

  get embeddedDatabase(): boolean {
    return !this.DATABASE_URL;
  }

  /** An absolute path: relative ones are taken from the repository root. */
  resolvePath(p: string): string {
    return isAbsolute(p) ? p : resolve(REPO_ROOT, p);
  }

  get aiConfigured(): boolean {
    return Boolean(this.AI_BASE_URL || this.AI_API_KEY);
  }
}

export class ConfigError extends Error {}

/** Variables whose whole value is a secret: a configuration error names them but never shows the value. */
const SECRET_VARIABLE = /SECRET|PASSWORD|TOKEN|_KEY$/;

/** A variable's value as a configuration error may show it: secrets hidden, URL passwords as `***`. */
export function displayValue(name: string, value: string | undefined): string {
  if (value === undefined || value === '') return '""';
  if (SECRET_VARIABLE.test(name)) return '(hidden)';
  return JSON.stringify(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || value.includes('@') ? redactUrl(value) : value);
}

/** Builds and validates the configuration from an environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const plain: Record<string, unknown> = {};
  for (const key of known) if (env[key] !== undefined && env[key] !== '') plain[key] = env[key]; // empty = default
  const config = plainToInstance(AppConfig, plain);
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length) {
    const lines = errors.map((e) => {
      const why = Object.values(e.constraints ?? {}).join('; ');
      return `${e.property}=${displayValue(e.property, env[e.property])}: ${why}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const shared = sharedSettingErrors(config);
  if (shared.length) {
    throw new ConfigError(
      `Invalid configuration for INSTANCES=${config.INSTANCES} (several instances behind one load balancer):\n  ${shared.join('\n  ')}`,
    );
  }
  if (!config.SESSION_SECRET) config.SESSION_SECRET = randomBytes(32).toString('hex');
  return config;
}

/** What several instances must share; each missing one is a line of the ConfigError (empty with one instance). */
function sharedSettingErrors(config: AppConfig): string[] {
  if (config.INSTANCES <= 1) return [];
  const errors: string[] = [];
  if (config.SESSION_SECRET.length < 32) {
    errors.push(
      `SESSION_SECRET=${displayValue('SESSION_SECRET', config.SESSION_SECRET)}: required, at least 32 characters and the same on every instance ` +
        "(without it each instance signs its own session cookies and refuses the others', so chunked uploads and per-session quotas break)",
    );
  }
  if (!config.DATABASE_URL) {
    errors.push('DATABASE_URL="": required, one Postgres for all (the embedded database serves one process only)');
  }
  if (!config.REDIS_URL) {
    errors.push(
      'REDIS_URL="": required (rate limits, upload quotas and media job slots would otherwise be counted per instance)',
    );
  }
  if (!config.UPLOAD_DIR) {
    errors.push(
      'UPLOAD_DIR="": required, a folder every instance shares (the chunks of one upload may reach different instances)',
    );
  }
  return errors;
}
