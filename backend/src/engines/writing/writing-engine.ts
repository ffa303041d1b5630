/**
 * The writing engine port: `enhance(input, options) → { text, changes, notices }`. Two adapters implement
 * it — the local engine (Harper + rule passes, offline) and the OpenAI-compatible provider. The Text module
 * only sees this interface.
 */
import { OUTPUT_LANGUAGES, type OutputLanguage } from '@likho/site/language';

export const ENHANCEMENTS = [
  'fix_grammar',
  'clarity',
  'engaging',
  'bullets',
  'no_emoji',
  'impactful',
  'human',
  'paraphrase',
  'explain',
] as const;
export type Enhancement = (typeof ENHANCEMENTS)[number];

export const SOCIAL_MEDIA = [
  'linkedin',
  'facebook',
  'twitter',
  'single_tweet',
  'reddit',
  'whatsapp_status',
  'blog',
] as const;
export type SocialMedia = (typeof SOCIAL_MEDIA)[number];

export const TONES = ['professional', 'polite', 'funny', 'casual'] as const;
export type Tone = (typeof TONES)[number];

export const RESPONSE_LENGTHS = ['concise', 'regular', 'detailed'] as const;
export type ResponseLength = (typeof RESPONSE_LENGTHS)[number];

// the API's output-language values are the site's (`@likho/site/language`)
export { OUTPUT_LANGUAGES, type OutputLanguage };

export interface WritingOptions {
  responseLength?: ResponseLength;
  enhancements?: Enhancement[];
  socialMedia?: SocialMedia;
  tone?: Tone;
  /** Language of the result and of the explanation. Default: the language of the input. */
  outputLanguage?: OutputLanguage;
}

/** What kind of edit a change is; the explanation is rendered from it in English or Hindi. */
export const CHANGE_CATEGORIES = [
  'spelling',
  'grammar',
  'punctuation',
  'capitalization',
  'spacing',
  'word_choice',
  'repetition',
  'clarity',
  'impact',
  'human',
  'emoji',
  'tone',
  'length',
  'format',
] as const;
export type ChangeCategory = (typeof CHANGE_CATEGORIES)[number];

export interface TextChange {
  before: string;
  after: string;
  /** Why, in English (Harper's message or the rule's own sentence). */
  reason: string;
  /** The rule that made it, e.g. harper:SpellCheck, clarity:phrase, tone:contractions. */
  rule: string;
  category: ChangeCategory;
  /** Character offset of `before` in the text the pass worked on. */
  position: number;
  /** False for an edit the engine was not sure of: shown as a suggestion, not applied. */
  applied: boolean;
}

/** What an option could not do, or what the writer should know; rendered in English or Hindi (explanation.ts). */
export const NOTICE_CODES = [
  'needs_ai_paraphrase',
  'needs_ai_engaging',
  'needs_ai_funny',
  'needs_ai_detailed',
  'needs_ai_translation',
  'hindi_grammar_limited',
  'hinglish_kept',
  'english_only_option',
  'summary_kept_all',
  'tone_already',
  'truncated_to_limit',
  'ai_explanation',
  'ai_unavailable',
] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];

export interface Notice {
  code: NoticeCode;
  /** Option the notice is about (e.g. paraphrase, hindi), when there is one. */
  option?: string;
  /** Free text for notices that carry their own words (the AI provider's explanation). */
  text?: string;
}

export interface EnhanceResult {
  text: string;
  changes: TextChange[];
  notices: Notice[];
  /** Set when the AI provider failed and the local engine answered instead: why (a failure kind, for the usage row). */
  fallback?: string;
}

export interface WritingEngine {
  /** Adapter name recorded with each processed text: local or openai. */
  readonly name: string;
  enhance(input: string, options: WritingOptions): Promise<EnhanceResult>;
}

/** Nest injection token for the configured WritingEngine. */
export const WRITING_ENGINE = Symbol('WritingEngine');

/**
 * The clean-up every adapter applies to its input before working on it. Callers that map change offsets back
 * onto the text (learning) apply the same function, so the offsets line up.
 */
export function normaliseInput(input: string): string {
  return input
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200B\uFEFF]/g, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
