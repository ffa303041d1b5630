/** General exercises for a text with no mistakes: its level, and the bank's exercises for that level. */
import type { OutputLanguage } from 'src/engines/writing/writing-engine';
import { ENGLISH_BANK, HINDI_BANK } from './exercise-bank';
import { shuffle, type Exercise } from './exercises';
import { say, type Level, type TextLanguage } from './lesson-text';

/** Beginner, intermediate or advanced, from sentence length and word length. */
export function levelOf(text: string): Level {
  const sentences = text.split(/[.!?।\n]+/).filter((s) => s.trim());
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.length) return 'beginner';
  const perSentence = words.length / Math.max(1, sentences.length);
  const longWords = words.filter((w) => [...w.replace(/[^\p{L}\p{M}]/gu, '')].length >= 8).length / words.length;
  const score = perSentence + longWords * 40;
  return score < 12 ? 'beginner' : score < 20 ? 'intermediate' : 'advanced';
}

export function generalExercises(level: Level, lang: OutputLanguage, text: TextLanguage): Exercise[] {
  const bank = (text === 'hindi' ? HINDI_BANK : ENGLISH_BANK)[level];
  return bank.map((item, i) => {
    const id = `general-${level}-${i + 1}`;
    const prompt =
      item.kind === 'find_and_fix'
        ? say(lang, 'findAndFix')
        : item.kind === 'fill_blank'
          ? say(lang, 'fillBlankGeneral')
          : say(lang, 'chooseBlank');
    return {
      id,
      kind: item.kind,
      topic: item.topic,
      prompt,
      sentence: item.sentence,
      ...(item.choices ? { choices: shuffle(id, item.choices) } : {}),
      answer: item.answer,
      explanation: item.why[lang],
      ...(item.hint ? { hint: item.hint } : {}),
    };
  });
}
