/**
 * Enhancement options (SPEC §3): the client state behind the options panel and how it becomes the
 * process-text request (defaults are omitted so the server applies its own).
 */
import { Enhancement, OutputLanguage, ResponseLength, SocialMedia, Tone } from 'src/api/generated/model';
// The option values come from the API contract (the generated OpenAPI model), so client and server cannot drift.
export const RESPONSE_LENGTHS = Object.values(ResponseLength);
export const SOCIAL_MEDIA = Object.values(SocialMedia);
export const TONES = Object.values(Tone);
export const OUTPUT_LANGUAGES = Object.values(OutputLanguage);
export { Enhancement, OutputLanguage, ResponseLength, SocialMedia, Tone };

/** The three collapsible checkbox groups of the options panel. */
export const ENHANCEMENT_GROUPS: readonly { id: 'correctness' | 'style' | 'format'; items: readonly Enhancement[] }[] =
  [
    { id: 'correctness', items: ['fix_grammar', 'clarity', 'explain'] },
    { id: 'style', items: ['engaging', 'impactful', 'human', 'paraphrase'] },
    { id: 'format', items: ['bullets', 'no_emoji'] },
  ];

export interface EnhancementOptions {
  responseLength: ResponseLength;
  enhancements: Enhancement[];
  socialMedia: SocialMedia | '';
  tone: Tone | '';
  outputLanguage: OutputLanguage;
}

/** Defaults of SPEC §3; the output language follows the URL (Hindi under /hi). */
export function defaultOptions(pathname: string): EnhancementOptions {
  const hindi = pathname === '/hi' || pathname.startsWith('/hi/');
  return {
    responseLength: 'regular',
    enhancements: [],
    socialMedia: '',
    tone: '',
    outputLanguage: hindi ? 'hindi' : 'english',
  };
}

/**
 * How many options differ from the defaults (the "N options selected" badge): each checked enhancement,
 * plus a non-regular length, a platform and a tone. The output language is not counted: it always has a value.
 */
export function countSelected(o: EnhancementOptions): number {
  return o.enhancements.length + (o.responseLength !== 'regular' ? 1 : 0) + (o.socialMedia ? 1 : 0) + (o.tone ? 1 : 0);
}

export interface ProcessTextBody {
  inputText: string;
  responseLength?: ResponseLength;
  enhancements?: Enhancement[];
  socialMedia?: SocialMedia;
  tone?: Tone;
  outputLanguage?: OutputLanguage;
}

/** SPEC §3 "Process-text request": trimmed input; regular length, empty lists and empty values omitted. */
export function toProcessTextBody(inputText: string, o: EnhancementOptions): ProcessTextBody {
  const body: ProcessTextBody = { inputText: inputText.trim() };
  if (o.responseLength !== 'regular') body.responseLength = o.responseLength;
  if (o.enhancements.length) body.enhancements = [...o.enhancements];
  if (o.socialMedia) body.socialMedia = o.socialMedia;
  if (o.tone) body.tone = o.tone;
  if (o.outputLanguage) body.outputLanguage = o.outputLanguage;
  return body;
}
