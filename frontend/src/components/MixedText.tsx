import type { Language } from '@likho/site/language';

/**
 * Text of one language with words of another inside — a Hindi article title naming the English words
 * "a, an, the". Runs of Latin letters in Hindi text are wrapped in `<span lang="en">`, so screen readers
 * pronounce them in English and checks of the page language know what they are.
 */
export function MixedText({ text, language }: { text: string; language: Language }) {
  if (language !== 'hi' || !/[A-Za-z]/.test(text)) return text;
  return text.split(/([A-Za-z][A-Za-z'’-]*)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
