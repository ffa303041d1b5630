import { isCasualText, isEnglishWord, isVocabularyWord } from './vocabulary';

describe('vocabulary: Indian English words', () => {
  it.each(['kurti', 'kurtis', 'dosas', 'chaiwala', 'sabziwali', 'homestay', 'sona', 'masoori', 'telecon', 'shoutout'])(
    'knows "%s"',
    (word) => {
      expect(isVocabularyWord(word)).toBe(true);
      expect(isEnglishWord(word)).toBe(true);
    },
  );

  it.each(['kurtiss', 'wala', 'bus'])('does not take "%s" for one', (word) => {
    expect(isVocabularyWord(word)).toBe(false);
  });
});

describe('vocabulary: a casual text', () => {
  it.each(['reached home 🙏', 'see you there lol', 'What a knock!! Loved it'])('"%s" is casual', (text) => {
    expect(isCasualText(text)).toBe(true);
  });

  it.each(['Please find attached the revised estimate.', 'What a knock! Loved it.'])('"%s" is not', (text) => {
    expect(isCasualText(text)).toBe(false);
  });
});
