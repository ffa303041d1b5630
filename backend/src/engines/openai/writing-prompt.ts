import type { WritingOptions } from 'src/engines/writing/writing-engine';

const ENHANCEMENT_LINES: Record<string, string> = {
  fix_grammar: 'Fix every grammar, spelling and punctuation error.',
  clarity: 'Make it clearer: plain words, shorter sentences, no wordy phrases.',
  engaging: 'Make it more engaging and vivid without changing the facts.',
  bullets: 'Present the content as bullet points ("• " at the start of each line).',
  no_emoji: 'Use no emoji at all.',
  impactful: 'Make it more impactful: remove hedges, fillers and empty intensifiers; use strong verbs.',
  human:
    'Make it sound written by a person: avoid stock AI phrases such as "delve", "in today\'s fast-paced world", "tapestry", "leverage".',
  paraphrase: 'Paraphrase it: say the same thing in new words.',
  explain: 'In "explanation", list each change you made and why, one per line.',
};

const TONE_LINES: Record<string, string> = {
  professional: 'Tone: professional — no contractions, no slang, no exclamation marks.',
  polite: 'Tone: polite — soften requests, add "please" and thanks where natural.',
  funny: 'Tone: funny — light, witty humour that keeps the message.',
  casual: 'Tone: casual — relaxed and conversational, contractions welcome.',
};

const LENGTH_LINES: Record<string, string> = {
  concise: 'Length: concise — keep only the key points, about a third of the original.',
  regular: 'Length: keep about the same length as the original.',
  detailed: 'Length: detailed — expand with useful detail and examples, about twice the original.',
};

const PLATFORM_LINES: Record<string, string> = {
  twitter:
    'Format: an X/Twitter thread of numbered posts ("1/N "), each post at most 280 characters, posts separated by a blank line.',
  single_tweet: 'Format: one X/Twitter post of at most 280 characters.',
  linkedin:
    'Format: a LinkedIn post — a strong one-line hook, short paragraphs, then 3 to 5 relevant hashtags on the last line.',
  facebook: 'Format: a Facebook post — friendly, short paragraphs, at most 2 hashtags.',
  reddit: 'Format: a Reddit post — first line "Title: …", then the body in paragraphs, then a last line "TL;DR: …".',
  whatsapp_status: 'Format: a WhatsApp status of at most 700 characters.',
  blog: 'Format: a blog post in Markdown — "# Title", an introduction, then sections with "## " headings.',
};

/** One prompt for every option combination; the answer is JSON `{ enhancedText, explanation }`. */
export function buildWritingPrompt(input: string, options: WritingOptions): { system: string; user: string } {
  const language =
    options.outputLanguage === 'hindi'
      ? 'Write the result in Hindi (Devanagari script), translating if the input is in another language.'
      : options.outputLanguage === 'english'
        ? 'Write the result in English, translating if the input is in another language.'
        : 'Write the result in the language of the input.';
  const explanationLanguage =
    options.outputLanguage === 'hindi'
      ? 'Hindi'
      : options.outputLanguage === 'english'
        ? 'English'
        : 'the language of the result';
  // grammar is always fixed (as the local engine does), whatever else is ticked: explain, no_emoji, bullets…
  const enhancements = ['fix_grammar', ...(options.enhancements ?? []).filter((e) => e !== 'fix_grammar')];
  const lines = [
    'You are Likho, a careful writing assistant for English and Hindi.',
    'Improve the text the user sends according to these instructions. Keep its meaning and facts; never add claims.',
    ...enhancements.map((e) => ENHANCEMENT_LINES[e]).filter(Boolean),
    options.tone ? TONE_LINES[options.tone] : '',
    LENGTH_LINES[options.responseLength ?? 'regular'],
    options.socialMedia ? PLATFORM_LINES[options.socialMedia] : '',
    language,
    `Answer with a JSON object only, no Markdown fences: {"enhancedText": string, "explanation": string}. "explanation" briefly says what you changed, in ${explanationLanguage}.`,
  ].filter(Boolean);
  return { system: lines.join('\n'), user: input };
}
