import {
  endsWithAbbreviation,
  isHeadingAt,
  isHinglishText,
  isInLines,
  isSentenceStartAt,
  outsideHardSpans,
  protect,
} from './protect';
import { dialectsDisagree, isChatWord, isHinglishWord, isKnownWord, isNameWord, isVocabularyWord } from './vocabulary';

const spanTexts = (text: string, hard?: boolean) =>
  protect(text)
    .spans.filter((s) => hard === undefined || s.hard === hard)
    .map((s) => text.slice(s.start, s.end));

describe('protect: hard spans (never edited, hidden from the checker)', () => {
  it.each([
    ['See https://example.com/a?b=1&lang=en, then reply.', 'https://example.com/a?b=1&lang=en'],
    ['Mail priya.k@example.co.in today.', 'priya.k@example.co.in'],
    ['Thanks @lan_nguyen_dev for the fix.', '@lan_nguyen_dev'],
    ['Loved it #NewBeginnings', '#NewBeginnings'],
    ['Edit ~/.config/acme.yml first.', '~/.config/acme.yml'],
    ['It lives in src/utils/files.js now.', 'src/utils/files.js'],
    ['Copy .env.example to .env first.', '.env.example'],
    ['Add a lint step in .github/workflows/deploy.yml now.', '.github/workflows/deploy.yml'],
    ['Open Q3/Review/final_v2.pptx please.', 'Q3/Review/final_v2.pptx'],
    ['Run `scripts/rotate_keys.sh --env prod` now.', '`scripts/rotate_keys.sh --env prod`'],
    ['Call ReactDOM.render once.', 'ReactDOM.render'],
    ['Use fs.existsSync() here.', 'fs.existsSync()'],
    ['The user_id column and the getUserName helper.', 'user_id'],
    ['The user_id column and the getUserName helper.', 'getUserName'],
    ['Version v2.3.1 is out.', 'v2.3.1'],
    ['It costs ₹4.6 lakh a year.', '₹4.6'],
    ['A 5B model on a c6i.2xlarge box.', 'c6i.2xlarge'],
    ['Use #[serde(flatten)] on it.', '#[serde(flatten)]'],
    ['Visit github.com/meera-iyer/soilsense today.', 'github.com/meera-iyer/soilsense'],
    ['The export lands in C:\\Users\\ravi\\Documents\\exports today.', 'C:\\Users\\ravi\\Documents\\exports'],
    ['Run .\\scripts\\build.ps1 first.', '.\\scripts\\build.ps1'],
  ])('%s → %s', (text, span) => {
    expect(spanTexts(text, true)).toContain(span);
  });

  it.each([
    ['Missing words, repeated words ("the the") and clumsy sentences.', '"the the"'],
    ['- ✗ *He is best player.* → ✓ He is **the** best player.', '✗ *He is best player.*'],
    ['Wrong: I am having two brothers.', 'Wrong: I am having two brothers.'],
    ['- *very unique* → *unique*', '*very unique*'],
    ['- *very unique* → *unique*', '*unique*'],
    ['Never write ~~could of~~ for could have.', '~~could of~~'],
  ])('a mention: %s → %s', (text, span) => {
    expect(spanTexts(text, true)).toContain(span);
  });

  it('quoted speech of more than four words is prose to check, not a mention', () => {
    expect(spanTexts('He said "I will be there by six" and left.', true)).toEqual([]);
  });

  it('protects the unit after a number ("8 GB", "2 crore")', () => {
    expect(spanTexts('It needs 8 GB of memory.', true)).toEqual(['8', 'GB']);
  });

  it('does not treat a missing space ("came.Then") or an abbreviation ("a.m.") as code', () => {
    expect(spanTexts('I came.Then I left at 9 a.m. sharp.', true)).toEqual(['9']);
  });

  it('masks hard spans with spaces of the same length, keeping line breaks', () => {
    const text = 'Run ```a\nb``` and see https://x.io now.';
    const masked = protect(text).masked();
    expect(masked).toHaveLength(text.length);
    expect(masked).toBe(`Run     \n     and see ${' '.repeat('https://x.io'.length)} now.`);
  });

  it('masks very long tokens (base64, hex, a word repeated without spaces)', () => {
    const long = 'supercalifragilistic'.repeat(50);
    const text = `Hello ${long} world.`;
    expect(protect(text).masked()).toBe(`Hello ${' '.repeat(long.length)} world.`);
  });
});

describe('protect: names and the writer’s words (read, never changed)', () => {
  it.each([
    ['Please ask Rahul about it.', 'Rahul'],
    ['Dear Mr. Iyer, thank you.', 'Iyer'],
    ['Hi Ishita, thanks.', 'Ishita'],
    ['We met Meera Iyer there.', 'Iyer'],
    ['Thanks,\nRitwik', 'Ritwik'],
    ['Rahul called me.', 'Rahul'], // a known name at a sentence start
    ['Aoife said so. Then Aoife left.', 'Aoife'], // capitalised elsewhere inside a sentence
    ['A crore is a hundred lakh.', 'lakh'],
    ['lol that was fun', 'lol'],
    ['We pay GST on it.', 'GST'],
  ])('%s keeps %s', (text, word) => {
    expect(spanTexts(text, false)).toContain(word);
  });

  it('a curated misspelling is not protected as a name or a word', () => {
    expect(spanTexts('And Goverments will act.', false)).not.toContain('Goverments');
  });

  it('an edit may move a protected word but not change it', () => {
    const p = protect('Me and Rahul are here.');
    const start = 0;
    const end = 'Me and Rahul are'.length;
    expect(p.allows(start, end, 'Rahul and I are')).toBe(true);
    expect(p.allows(start, end, 'Raul and I are')).toBe(false);
    expect(p.allows(3, 3, ',')).toBe(true); // an insertion between words touches nothing
  });
});

describe('sentence starts and abbreviations', () => {
  it.each([
    ['Meet at 9 a.m. instead', 'instead', false],
    ['Ask Dr. Rao', 'Rao', false],
    ['Moved to the U.S. office', 'office', false],
    ['It ended. Then we left', 'Then', true],
    ['Hi,\n\nCould we', 'Could', true],
    ['Roses in the rain,\nsoft as', 'soft', false], // a poem's sentence runs over lines
    ['Notes\n- buy milk', 'buy', true],
  ])('%s: "%s" starts a sentence: %s', (text, word, expected) => {
    expect(isSentenceStartAt(text, text.lastIndexOf(word))).toBe(expected);
  });

  it('knows abbreviations', () => {
    expect(endsWithAbbreviation('at 2 p.m.')).toBe(true);
    expect(endsWithAbbreviation('e.g.')).toBe(true);
    expect(endsWithAbbreviation('It ended.')).toBe(false);
    expect(endsWithAbbreviation('(7 a.m.–9 p.m.)')).toBe(true); // a closing bracket after it
    expect(endsWithAbbreviation('It ended (finally).')).toBe(false);
  });
});

describe('text the checker cannot help with', () => {
  it('leaves a sentence of mostly unknown words (another language, gibberish) to the writer', () => {
    const text = 'Vuorokausi kuluu hitaasti talvella. The dog eats fast.';
    expect(spanTexts(text, true)).toEqual(['Vuorokausi kuluu hitaasti talvella.']);
    const gibberish = Array.from({ length: 50 }, (_, i) => `zq${String.fromCharCode(97 + (i % 26))}vb`).join(' ');
    expect(protect(gibberish).masked().trim()).toBe('');
  });

  it('keeps an English sentence with a few unknown words for the checker', () => {
    expect(spanTexts('I recieved the pakage from the new vendor today.', true)).toEqual([]);
  });
});

describe('Hinglish', () => {
  it('recognises Hindi written in Latin letters', () => {
    expect(isHinglishText('Yaar, kal ka plan cancel karna padega. Sunday ko pakka milte hain!')).toBe(true);
    expect(isHinglishText('Chai ki pyaali, baarish ki shaam,\nphone pe tera naam.')).toBe(true);
  });

  it('does not take English with an Indian word for Hinglish', () => {
    expect(isHinglishText('We had chai and samosas at the office. The meeting went well.')).toBe(false);
    expect(isHinglishText('I am going to the main hall to log in.')).toBe(false);
  });

  it('hides Hinglish sentences of a code-mixed text from the checker', () => {
    const text = 'The demo went well. Sab log apna module push kar dena. Thanks!';
    expect(spanTexts(text, true)).toContain('Sab log apna module push kar dena.');
  });
});

describe('vocabulary', () => {
  it('knows every valid British, Indian and American spelling', () => {
    for (const w of ['colour', 'color', 'organise', 'organize', 'travelling', 'cancelled', 'centre', 'chillies'])
      expect(isKnownWord(w)).toBe(true);
    expect(isKnownWord('recieve')).toBe(false);
    expect(dialectsDisagree('colour')).toBe(true);
  });

  it('knows Indian English, chat words, Hinglish words and names', () => {
    expect(isVocabularyWord('lakh')).toBe(true);
    expect(isChatWord('brb')).toBe(true);
    expect(isHinglishWord('nahi')).toBe(true);
    expect(isHinglishWord('main')).toBe(false); // an English word too
    // a future or polite ending of a word no dictionary knows; "challenge" ends in -enge but is English
    expect(isHinglishWord('karunga')).toBe(true);
    expect(isHinglishWord('jaoge')).toBe(true);
    expect(isHinglishWord('challenge')).toBe(false);
    expect(isNameWord('Shalini')).toBe(true);
    expect(isNameWord('Zhang')).toBe(true);
  });
});

describe('outsideHardSpans', () => {
  it('runs a clean-up everywhere but in code', () => {
    const text = 'Keep  `a  b`  as is .';
    expect(outsideHardSpans(text, (t) => t.replace(/ {2,}/g, ' ').replace(/ \./g, '.'))).toBe('Keep `a  b` as is.');
  });
});

describe('texts in lines and their headings', () => {
  it.each([
    'monsoon again\nthe same puddle outside the same gate\nand i am older\nbut the paper boats\nhave not learnt a thing',
    'Things to carry:\n- aadhaar card\n- two passport photos\n- a pen',
  ])('"%s" is set in lines', (text) => {
    expect(isInLines(text)).toBe(true);
  });

  it.each(['Hi Karan,\n\nThanks for the update. We will go with the second option.\n\nCheers,\nMaya', 'One line only'])(
    '"%s" is prose',
    (text) => {
      expect(isInLines(text)).toBe(false);
    },
  );

  it('a short opening line without a mark, with text under it, is a heading', () => {
    expect(isHeadingAt('Mumbai rain\n\nthe local is late again.', 3)).toBe(true);
    expect(isHeadingAt('Lemon rice\nCook the rice.', 0)).toBe(true);
    expect(isHeadingAt('Mumbai rain is heavy today.\nStay home.', 3)).toBe(false);
    expect(isHeadingAt('Hi Karan,\nThanks.', 3)).toBe(false);
    expect(isHeadingAt('Mumbai rain', 3)).toBe(false);
  });
});

describe('sentence starts after a danda or an emoji', () => {
  it('a sentence starts after a Hindi sentence', () => {
    expect(isSentenceStartAt('शुभकामनाएँ। Me and my family', 12)).toBe(true);
  });

  it('a capital after an emoji is no name unless it is one: "😭 Atleast" may be corrected', () => {
    const text = 'I missed the first innings 😭 Atleast tell me Kohli scored?';
    const names = protect(text)
      .spans.filter((s) => s.kind === 'name')
      .map((s) => text.slice(s.start, s.end));
    expect(names).toContain('Kohli');
    expect(names).not.toContain('Atleast');
  });
});

describe('a quotation in another language', () => {
  it('is left as written', () => {
    const text =
      "As Ghalib wrote, 'hazaaron khwahishen aisi ki har khwahish pe dam nikle'. Few lines capture longing so well.";
    const foreign = protect(text).spans.filter((s) => s.kind === 'foreign');
    expect(foreign.map((s) => text.slice(s.start, s.end))).toEqual([
      "'hazaaron khwahishen aisi ki har khwahish pe dam nikle'",
    ]);
  });

  it('an English quotation is read as usual', () => {
    const text = 'She said "we will recieve it tomorrow" and left.';
    expect(protect(text).spans.filter((s) => s.kind === 'foreign')).toEqual([]);
  });

  it('after an official abbreviation no sentence starts ("letter no. F.12/2024-Estt. dated 4.3.2024")', () => {
    const text = 'Your letter no. F.12/2024-Estt. dated 4.3.2024 was received.';
    expect(isSentenceStartAt(text, text.indexOf('dated'))).toBe(false);
  });
});

describe('protect: a capitalised function word inside a sentence', () => {
  it('is no name before a lower-case word or "I" ("Likewise, The theory", "For example, When I")', () => {
    expect(spanTexts('Likewise, The theory is wrong.')).not.toContain('The');
    expect(spanTexts('For example, When I went there, it rained.')).not.toContain('When');
  });

  it('is part of a name or a title before a capitalised word ("The Hindu", "The Alchemist")', () => {
    expect(spanTexts('I read it in The Hindu today.')).toContain('The');
    expect(spanTexts('She loved The Alchemist.')).toContain('The');
  });
});
