/**
 * The catalogue of product events (SPEC §4 "Events carry category, label and value"). Every event the app
 * sends is one of these functions, so names stay consistent and nobody invents ad-hoc strings. Labels come
 * from fixed vocabularies only (option values, kinds, outcomes, currency codes): never the visitor's text,
 * file names or anything personal. Sending is consent-gated in trackEvent, like page views.
 */
import type { CurrencyCode } from '@likho/site/countries';
import { HttpError } from 'src/api/http';
import {
  Enhancement,
  type OutputLanguage,
  type ResponseLength,
  type SocialMedia,
  type Tone,
} from 'src/api/generated/model';
import { trackEvent } from './analytics';
import type { FileRefusal, ImageFailure, MediaKind, MediaToastId } from './vocabularies';

export const EVENT_CATEGORIES = ['writing', 'output', 'engagement', 'media', 'image', 'learning', 'donation'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** GA4 keeps at most 100 characters of a parameter value. */
export const MAX_LABEL_LENGTH = 100;
/** What a label may look like: codes joined by , | : (no spaces, so no sentence can slip through). */
const LABEL_SHAPE = /^[A-Za-z0-9_.:,|-]+$/;

/** A label that is not a vocabulary code (it should never happen: the types forbid it) is sent as 'other'. */
export function safeLabel(label: string): string {
  return label.length <= MAX_LABEL_LENGTH && LABEL_SHAPE.test(label) ? label : 'other';
}

function send(action: string, category: EventCategory, label?: string, value?: number): void {
  trackEvent(action, {
    category,
    ...(label !== undefined ? { label: safeLabel(label) } : {}),
    ...(value !== undefined && Number.isFinite(value) ? { value: Math.max(0, Math.round(value)) } : {}),
  });
}

/** The options of one enhance request (structurally the options panel's state). */
export interface EnhanceOptionsSummary {
  enhancements: readonly Enhancement[];
  responseLength: ResponseLength;
  tone: Tone | '';
  socialMedia: SocialMedia | '';
  outputLanguage: OutputLanguage;
}

const ENHANCEMENT_ORDER = Object.values(Enhancement);

/**
 * The chosen options, compactly: the checked enhancements in a fixed order (or 'none'), then only what
 * differs from the defaults: `len:`, `tone:`, `platform:`, `lang:`. E.g.
 * 'fix_grammar,clarity|tone:polite|platform:twitter'. When that would pass 100 characters, the enhancement
 * list becomes its count ('enhancements:9') so the other parts survive.
 */
export function enhanceLabel(o: EnhanceOptionsSummary): string {
  const chosen = ENHANCEMENT_ORDER.filter((e) => o.enhancements.includes(e));
  const rest: string[] = [];
  if (o.responseLength !== 'regular') rest.push(`len:${o.responseLength}`);
  if (o.tone) rest.push(`tone:${o.tone}`);
  if (o.socialMedia) rest.push(`platform:${o.socialMedia}`);
  if (o.outputLanguage !== 'english') rest.push(`lang:${o.outputLanguage}`);
  const full = [chosen.length ? chosen.join(',') : 'none', ...rest].join('|');
  return full.length <= MAX_LABEL_LENGTH ? full : [`enhancements:${chosen.length}`, ...rest].join('|');
}

export type EnhanceErrorKind = 'network' | 'rate_limit' | 'rejected' | 'server' | 'failed';

/** Why an enhance failed, as a code: lost connection, 429, another 4xx, 5xx, or an unsuccessful answer. */
export function enhanceErrorKind(err: unknown): EnhanceErrorKind {
  if (err instanceof HttpError) {
    if (err.status === 429) return 'rate_limit';
    return err.status >= 500 ? 'server' : 'rejected';
  }
  if (err instanceof TypeError) return 'network';
  return 'failed';
}

const MB = 1024 * 1024;
/** A size in whole megabytes (rounded). */
export const megabytes = (bytes: number) => Math.round(bytes / MB);

export type ShareSource = 'header' | 'feedback' | 'feedback_auto';
export type ShareTarget = 'x' | 'facebook' | 'linkedin' | 'whatsapp' | 'copy';
export type TranscriptionSource = 'recording' | 'audio' | 'video';
export type RecordingOutcome = 'complete' | 'cancelled' | 'empty';

/** Every product event. */
export const track = {
  // writing: the main action and its outcome
  enhanceSubmitted: (options: EnhanceOptionsSummary, words: number) =>
    send('enhance_submit', 'writing', enhanceLabel(options), words),
  enhanceSucceeded: () => send('enhance_success', 'writing', 'success'),
  enhanceFailed: (err: unknown) => send('enhance_error', 'writing', enhanceErrorKind(err)),

  // output of the text tool
  outputCopied: () => send('output_copy', 'output'),
  outputDownloaded: (format: 'md' | 'txt') => send('output_download', 'output', format),

  // feedback and sharing
  feedbackSent: (vote: 'like' | 'dislike') => send('feedback', 'engagement', vote),
  shareOpened: (source: ShareSource) => send('share_open', 'engagement', source),
  shareTargetChosen: (target: ShareTarget) => send('share_target', 'engagement', target),

  // recording, files, transcription and image reading
  recordingStarted: () => send('recording_start', 'media'),
  recordingFinished: (outcome: RecordingOutcome, seconds: number) =>
    send('recording_finish', 'media', outcome, seconds),
  recordingFailed: (reason: 'microphone' | 'error') => send('recording_error', 'media', reason),
  fileUploaded: (kind: MediaKind, bytes: number) => send('file_upload', 'media', kind, megabytes(bytes)),
  fileRefused: (refusal: FileRefusal, bytes: number) => send('file_refused', 'media', refusal, megabytes(bytes)),
  transcriptionSucceeded: (source: TranscriptionSource) => send('transcription_success', 'media', source),
  transcriptionFailed: (source: TranscriptionSource, reason: MediaToastId) =>
    send('transcription_error', 'media', `${source}|${reason}`),
  ocrSucceeded: () => send('ocr_success', 'media', 'image'),
  ocrFailed: (reason: MediaToastId) => send('ocr_error', 'media', reason),

  // image cards and lessons
  imageGenerated: (platform: SocialMedia) => send('image_generate', 'image', platform),
  imageFailed: (platform: SocialMedia, kind: ImageFailure) => send('image_error', 'image', `${platform}|${kind}`),
  learningGenerated: (exercises: number) => send('learning_generate', 'learning', 'success', exercises),
  learningFailed: () => send('learning_error', 'learning', 'error'),

  // donations
  donationAmountChosen: (currency: CurrencyCode, amount: number) =>
    send('donation_amount', 'donation', currency, amount),
  checkoutStarted: (currency: CurrencyCode, amount: number) => send('checkout_start', 'donation', currency, amount),
} as const;
