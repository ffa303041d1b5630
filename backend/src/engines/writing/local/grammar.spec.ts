import type { RawLint } from 'src/engines/writing/harper/harper-pool';
import {
  applyEdits,
  chooseEdits,
  contextOf,
  editDistance,
  flipsMeaning,
  isIntendedWord,
  rankSpelling,
  typingDistance,
} from './grammar';
import { matchCase } from 'src/common/text';

const spell = (text: string, word: string, suggestions: string[]): RawLint => {
  const start = text.indexOf(word);
  return {
    rule: 'SpellCheck',
    kind: 'Spelling',
    start,
    end: start + word.length,
    problem: word,
    message: `Did you mean to spell \`${word}\` this way?`,
    suggestions: suggestions.map((s) => ({ kind: 0 as const, text: s })),
  };
};

const lintAt = (
  text: string,
  rule: string,
  kind: string,
  problem: string,
  suggestion: { kind: 0 | 1 | 2; text: string },
  from = 0,
): RawLint => {
  const start = text.indexOf(problem, from);
  return {
    rule,
    kind,
    start,
    end: start + problem.length,
    problem,
    message: `Lint from \`${rule}\`.`,
    suggestions: [suggestion],
  };
};

describe('safe spelling edits', () => {
  it('ranks candidates by frequency and distance instead of taking the first ("bussiness" → "business")', () => {
    expect(rankSpelling('bussiness', ['bossiness', 'bushiness', 'business'])).toEqual({
      best: 'business',
      confident: true,
    });
  });

  it('never drops a negative prefix (no meaning flips)', () => {
    expect(flipsMeaning('unhappyness', 'happiness')).toBe(true);
    expect(flipsMeaning('nonsence', 'nonsense')).toBe(false);
    expect(rankSpelling('unpossible', ['possible']).best).not.toBe('possible');
  });

  it('never splits a word into fragments ("diffrent" → "diff rent")', () => {
    const ranked = rankSpelling('diffrent', ['diff rent', 'different']);
    expect(ranked.best).toBe('different');
    expect(rankSpelling('diffrent', ['diff rent']).best).not.toBe('diff rent');
  });

  it('keeps the capitalisation of the original word', () => {
    expect(matchCase('Bussiness', 'business')).toBe('Business');
    expect(matchCase('BUSSINESS', 'business')).toBe('BUSINESS');
  });

  it('measures transpositions as one edit', () => {
    expect(editDistance('teh', 'the')).toBe(1);
  });

  it('applies confident edits, lists a likely name as a suggestion, and never chains edits', () => {
    const text = 'My freind Krall has a bussiness.';
    const lints = [
      spell(text, 'freind', ['fiend', 'friend']),
      spell(text, 'Krall', ['Kraal', 'Krill', 'Kill']),
      spell(text, 'bussiness', ['bossiness', 'business']),
    ];
    const edits = chooseEdits(text, lints);
    expect(applyEdits(text, edits)).toBe('My friend Krall has a business.');
    expect(edits.find((e) => e.before === 'Krall')?.applied).toBe(false);
    // one pass over the original text: every edit starts from an original word
    for (const e of edits) expect(text.slice(e.start, e.end)).toBe(e.before);
  });

  it('never makes a name written in lower case a word ("anil" → "nail", "sharma" → "shame")', () => {
    const text = 'my name is anil, friend of priya sharma.';
    const edits = chooseEdits(text, [spell(text, 'anil', ['nail', 'anal']), spell(text, 'sharma', ['shame'])]);
    expect(edits.filter((e) => e.applied && e.after.toLowerCase() !== e.before.toLowerCase())).toEqual([]);
  });

  it('only suggests a capitalised word for a lower-case one it is not ("kashmiri" → "Kashmir", "rahul" → "Raul")', () => {
    const text = 'Add kashmiri chilli powder, rahul.';
    const edits = chooseEdits(text, [spell(text, 'kashmiri', ['Kashmir']), spell(text, 'rahul', ['Raul'])]);
    expect(applyEdits(text, edits)).toBe(text);
    expect(edits.map((e) => e.after)).toEqual(['Kashmir', 'Raul']);
  });

  it('writes "doesn\'t" for a missing apostrophe after he, she or it', () => {
    for (const subject of ['He', 'she', 'It']) {
      const text = `${subject} dont know.`;
      expect(applyEdits(text, chooseEdits(text, [spell(text, 'dont', ['don', 'dint'])]))).toBe(
        `${subject} doesn't know.`,
      );
    }
    const they = 'They dont know.';
    expect(applyEdits(they, chooseEdits(they, [spell(they, 'dont', ['don'])]))).toBe("They don't know.");
  });

  it('takes a curated correction for missing apostrophes ("dont" → "don\'t")', () => {
    const text = 'I dont know.';
    expect(applyEdits(text, chooseEdits(text, [spell(text, 'dont', ['don', 'dint'])]))).toBe("I don't know.");
  });

  it('ignores style-preference rules such as the Oxford comma', () => {
    const text = 'red, white and blue';
    const lint: RawLint = {
      rule: 'OxfordComma',
      kind: 'Style',
      start: 10,
      end: 10,
      problem: '',
      message: 'An Oxford comma is necessary here.',
      suggestions: [{ kind: 2, text: ',' }],
    };
    expect(chooseEdits(text, [lint])).toEqual([]);
  });

  /** A lint with one replacement. */
  const harperLint = (text: string, rule: string, kind: string, problem: string, replacement: string) =>
    lintAt(text, rule, kind, problem, { kind: 0, text: replacement });

  it('drops TheMy on "its the" (it is "it\'s the", made by the agreement rules) but keeps it on "my the"', () => {
    const its = 'Its the best way.';
    expect(chooseEdits(its, [harperLint(its, 'TheMy', 'Repetition', 'Its the', 'Its')])).toEqual([]);
    const my = 'My the book is here.';
    expect(applyEdits(my, chooseEdits(my, [harperLint(my, 'TheMy', 'Repetition', 'My the', 'My')]))).toBe(
      'My book is here.',
    );
  });

  it.each([
    ['Thanks for your kind words.', 'YourPredicateAdjective', 'WordChoice', 'your', "you're"],
    ['They never tried anything new.', 'PronounKnew', 'WordChoice', 'new', 'knew'],
    ['The placebo effect works.', 'NounVerbConfusion', 'WordChoice', 'effect', 'affect'],
    ['It is an alternative to prescribed burning.', 'InflectedVerbAfterTo', 'Grammar', 'to prescribed', 'to prescribe'],
    ['Less code leads to improved performance.', 'InflectedVerbAfterTo', 'Grammar', 'to improved', 'to improve'],
    ['The bill led to heated debates.', 'InflectedVerbAfterTo', 'Grammar', 'to heated', 'to heat'],
    ['The patch may include bug fixes.', 'MissingDeterminer', 'Grammar', ' ', ' the '],
    ['It happens in may parts of India.', 'Months', 'Capitalization', 'may', 'May'],
    ['I studied the topic more in depth.', 'InDemandInDepth', 'WordChoice', 'in depth', 'in-depth'],
    ['I like this kind of activities.', 'ThisTypeOfThing', 'Grammar', 'activities', 'thing'],
    ['All of the people came.', 'CondenseAllThe', 'Style', 'All of the', 'All the'],
    ['It was not unusual for her.', 'LitotesDirectPositive', 'Style', 'not unusual', 'common'],
    ['For file trees, a lot depends on the walk.', 'QuantifierNeedsOf', 'Grammar', 'lot', 'lot of'],
    ['If no args are passed, it reads argv.', 'ExpandArgument', 'Style', 'args', 'arguments'],
    ['Run npm i in the working dir first.', 'ExpandDirectory', 'Style', 'dir', 'directory'],
    ['The log level is set to silent.', 'ToTwoToo', 'WordChoice', 'to', 'too'],
    ['Consumers prefer to buy cheap things.', 'ToTwoToo', 'WordChoice', 'to', 'too'],
    ['We hope to have more best practices.', 'AdjectiveDoubleDegree', 'Grammar', 'more best', 'best'],
    ['It is split so that that package stays small.', 'RedundantThat', 'Repetition', 'that that', 'that'],
    [
      'Circular references cause the stack overflow.',
      'CompaniesProductsAndTrademarks',
      'Capitalization',
      'stack overflow',
      'Stack Overflow',
    ],
    ['It works. yauzl reads the file.', 'SentenceCapitalization', 'Capitalization', 'yauzl', 'Yauzl'],
  ])('only suggests a Harper rule seen changing correct text: %s (%s)', (text, rule, kind, problem, replacement) => {
    const edits = chooseEdits(text, [harperLint(text, rule, kind, problem, replacement)]);
    expect(applyEdits(text, edits)).toBe(text);
  });

  it.each([
    ['I finished my home work.', 'CompoundNouns', 'WordChoice', 'home work', 'homework'],
    ['We have to reduced the cost.', 'InflectedVerbAfterTo', 'Grammar', 'to reduced', 'to reduce'],
    ['It might be either to expensive or unsafe.', 'ToTwoToo', 'WordChoice', 'to', 'too'],
    ['It will not affect them to much.', 'ToTwoToo', 'WordChoice', 'to', 'too'],
    ['I belief that it works.', 'NounVerbConfusion', 'WordChoice', 'belief', 'believe'],
    ['The information is more easier to get.', 'AdjectiveDoubleDegree', 'Grammar', 'more easier', 'easier'],
    ['It works. this is fine.', 'SentenceCapitalization', 'Capitalization', 'this', 'This'],
    ['Infact it works.', 'OpenCompounds', 'WordChoice', 'Infact', 'In fact'],
    ['They sold there house.', 'ThereToTheir', 'WordChoice', 'there', 'their'],
    ['It had a great affect on him.', 'NounVerbConfusion', 'WordChoice', 'affect', 'effect'],
    ['There fore, we left.', 'Therefore', 'WordChoice', 'There fore', 'Therefore'],
    ['We came despite of the rain.', 'DespiteOf', 'Usage', 'despite of', 'despite'],
  ])('applies Harper rules checked edit by edit on learner text: %s (%s)', (text, rule, kind, problem, replacement) => {
    const edits = chooseEdits(text, [harperLint(text, rule, kind, problem, replacement)]);
    expect(edits).toHaveLength(1);
    expect(edits[0].applied).toBe(true);
    expect(applyEdits(text, edits)).toBe(text.replace(problem, replacement));
  });

  it.each([
    ['If it rains more then we stay.', 'ThenThan', 'WordChoice', 'then', 'than'],
    ['I agree whole heartedly.', 'MergeWords', 'WordChoice', 'whole heartedly', 'wholeheartedly'],
    ['It was very good.', 'Excellent', 'Style', 'very good', 'excellent'],
  ])(
    'still only suggests rules that were often wrong on learner text: %s (%s)',
    (text, rule, kind, problem, replacement) => {
      const edits = chooseEdits(text, [harperLint(text, rule, kind, problem, replacement)]);
      expect(edits.every((e) => !e.applied)).toBe(true);
      expect(applyEdits(text, edits)).toBe(text);
    },
  );
});

/** A fake Harper lint on the first occurrence of `problem` (after `from`) whose first suggestion replaces it. */
describe('spelling in context', () => {
  it('finds the words on either side of a span when only spaces or tabs separate them', () => {
    expect(contextOf('I went ther is a', 7, 11)).toEqual({ prev: 'went', next: 'is' });
    expect(contextOf('ther is', 0, 4)).toEqual({ prev: undefined, next: 'is' });
    expect(contextOf('in  ther\thouse', 4, 8)).toEqual({ prev: 'in', next: 'house' });
    expect(contextOf("it's ther don't", 5, 9)).toEqual({ prev: "it's", next: "don't" });
    // punctuation ends the context
    expect(contextOf('Go, ther. ok', 4, 8)).toEqual({ prev: undefined, next: undefined });
    expect(contextOf('word-ther-x', 5, 9)).toEqual({ prev: undefined, next: undefined });
  });

  it('weights learner slips: a doubled letter 0.5, a wrong vowel 0.7, a missing letter or swap 1, a wrong consonant 1.5', () => {
    expect(typingDistance('adress', 'address')).toBe(0.5);
    expect(typingDistance('deaply', 'deeply')).toBeCloseTo(0.7, 10);
    expect(typingDistance('alsow', 'also')).toBe(1);
    expect(typingDistance('teh', 'the')).toBe(1);
    expect(typingDistance('cat', 'bat')).toBe(1.5);
    expect(typingDistance('alsow', 'allow')).toBe(1.5);
    expect(typingDistance('cat', 'cat')).toBe(0);
    expect(typingDistance('', 'abc')).toBe(3);
    expect(typingDistance('abc', '')).toBe(3);
  });

  it('prefers an extra letter to a wrong consonant ("alsow" → "also", not "allow")', () => {
    expect(rankSpelling('alsow', ['allow', 'also'])).toEqual({ best: 'also', confident: true });
    expect(rankSpelling('deaply', ['deadly', 'deeply'])).toEqual({ best: 'deeply', confident: true });
  });

  it('chooses between candidates by the words around them', () => {
    expect(rankSpelling('ther', ['the', 'there', 'their', 'then'], { next: 'is' })).toEqual({
      best: 'there',
      confident: true,
    });
    expect(rankSpelling('wether', ['weather', 'whether', 'wither'], { next: 'or' })).toEqual({
      best: 'whether',
      confident: true,
    });
    expect(rankSpelling('wether', ['weather', 'whether', 'wither'], { prev: 'the', next: 'is' })).toEqual({
      best: 'weather',
      confident: true,
    });
    // a narrow winner that its neighbours confirm no better than its rivals stays a suggestion ("its tast bad":
    // "vast", "last", "past" or "taste"?)
    expect(rankSpelling('tast', ['taste', 'test', 'vast', 'last'], { prev: 'its', next: 'bad' }).confident).toBe(false);
    expect(rankSpelling('turm', ['turn', 'term'], { prev: 'to', next: 'left' }).best).toBe('turn');
    expect(rankSpelling('turm', ['turn', 'term'], { prev: 'long', next: 'goals' }).best).toBe('term');
    expect(rankSpelling('studing', ['studding', 'studying', 'stuffing'], { prev: 'am', next: 'English' })).toEqual({
      best: 'studying',
      confident: true,
    });
  });

  it('takes a case-only fix whenever it is offered', () => {
    expect(rankSpelling('italian', ['Italians', 'Italian'])).toEqual({ best: 'Italian', confident: true });
  });

  it('leaves a rare candidate two or more edits away as a suggestion ("axcedant" → "ascendant")', () => {
    expect(rankSpelling('axcedant', ['ascendant'])).toEqual({ best: 'ascendant', confident: false });
  });

  it('does not apply a candidate that loses a plural "s" ("cours" → "course"), but takes the plural ("tims")', () => {
    expect(rankSpelling('cours', ['coups', 'courts', 'curs'])).toEqual({ best: 'course', confident: false });
    expect(rankSpelling('tims', ['time', 'Tim'])).toEqual({ best: 'times', confident: true });
    // a word that ends in -us or -is is not a plural
    expect(rankSpelling('becaus', ['because'])).toEqual({ best: 'because', confident: true });
  });

  it('keeps a written plural when the plural of the winner is a candidate ("probles" → "problems", not "problem")', () => {
    const context = contextOf('We deal with the probles found.', 17, 24);
    expect(rankSpelling('probles', ['probes', 'problems', 'proles'], context)).toEqual({
      best: 'problems',
      confident: true,
    });
  });

  it('takes the one correction of the maintained list of common misspellings ("definelty" → "definitely")', () => {
    expect(rankSpelling('definelty', ['definite', 'defiantly'])).toEqual({ best: 'definitely', confident: true });
    expect(rankSpelling('critism', ['crisis', 'critic', 'criticism'])).toEqual({ best: 'criticism', confident: true });
    // not where the list adds an ending the writer did not write ("sacrifise" is listed as "sacrifices")
    expect(rankSpelling('sacrifise', ['sacrifice']).best).toBe('sacrifice');
    // nor for a short word, where the list follows code comments ("bood" is listed as "boot")
    expect(rankSpelling('bood', ['blood', 'boot', 'good']).best).not.toBe('boot');
  });

  it('counts words of essays by the books, not only by film subtitles ("knowlegable" → "knowledgeable")', () => {
    expect(rankSpelling('knowlegable', ['knowledgeable'])).toEqual({ best: 'knowledgeable', confident: true });
    // a rare word by both counts two edits away stays a suggestion
    expect(rankSpelling('axcedant', ['ascendant']).confident).toBe(false);
  });

  it('weights a consonant of the same sound like a wrong vowel ("refuced" is "refused", not "reduced")', () => {
    expect(typingDistance('refuced', 'refused')).toBeCloseTo(0.7, 10);
    expect(typingDistance('realise', 'realize')).toBeCloseTo(0.7, 10);
    expect(typingDistance('refuced', 'reduced')).toBe(1.5);
    expect(rankSpelling('refuced', ['refused', 'reduced', 'refaced'], { prev: 'be' })).toEqual({
      best: 'refused',
      confident: true,
    });
  });

  it('finds common words two slips away that the checker does not offer, and applies them only when clear', () => {
    expect(rankSpelling('cigarrets', ['garrets'], { prev: 'and' })).toEqual({ best: 'cigarettes', confident: true });
    expect(rankSpelling('proffeser', ['proffer', 'proffered'], { prev: 'the', next: 'agrees' })).toEqual({
      best: 'professor',
      confident: true,
    });
    // a nearer candidate keeps its place: "brougth" is "brought", not "bought"
    expect(rankSpelling('brougth', ['brought', 'broth', 'borough'], { prev: 'I', next: 'a' }).best).toBe('brought');
    // too far, or a rare word: a suggestion at most
    expect(rankSpelling('inmany', ['infancy', 'infant', 'inland']).best).not.toBe('insane');
  });

  it('splits two words run together into common words ("inmany" → "in many"), not at a doubled letter', () => {
    expect(rankSpelling('inmany', ['infancy', 'infant', 'inland'], { prev: 'that', next: 'books' })).toEqual({
      best: 'in many',
      confident: true,
    });
    expect(rankSpelling('thirdworld', ['thirdly'], { prev: 'and', next: 'countries' }).best).toBe('third world');
    // "donnot" is a slip for "do not" (a curated misspelling), never "don not"
    expect(rankSpelling('donnot', []).best).not.toBe('don not');
  });

  it('splits into a word that books know well and a word they write after the first ("arisky" → "a risky")', () => {
    expect(rankSpelling('arisky', ['arise'], { prev: 'do', next: 'and' })).toEqual({
      best: 'a risky',
      confident: true,
    });
    expect(rankSpelling('oldage', ['oldie'], { prev: 'the', next: 'the' })).toEqual({
      best: 'old age',
      confident: true,
    });
    // never two words that books do not write together ("noring" is no "no ring", "habitats" no "habit ants")
    expect(rankSpelling('noring', ['boring', 'snoring'], { prev: 'during', next: 'normal' }).best).not.toBe('no ring');
    expect(rankSpelling('habitats', [], { prev: 'the', next: 'in' }).best).not.toBe('habit ants');
    // nor an article run into a word right after another article ("a arisky plan")
    expect(rankSpelling('arisky', ['arise'], { prev: 'a', next: 'plan' }).best).not.toBe('a risky');
  });

  it('drops a plural "s" that a word without a plural cannot have ("diferents" → "different", "thoes" → "those")', () => {
    expect(rankSpelling('diferents', ['different'], { prev: 'of', next: 'foods' })).toEqual({
      best: 'different',
      confident: true,
    });
    expect(rankSpelling('smallers', ['smaller'], { prev: 'were' })).toEqual({ best: 'smaller', confident: true });
    expect(rankSpelling('thoes', ['those', 'shoes', 'does'], { next: 'advertisements' })).toEqual({
      best: 'those',
      confident: true,
    });
    // a noun keeps its plural: "tims" is "times", "cours" stays a suggestion
    expect(rankSpelling('tims', ['time', 'Tim'])).toEqual({ best: 'times', confident: true });
    expect(rankSpelling('cours', ['coups', 'courts', 'curs']).confident).toBe(false);
  });

  it('takes a long word whose first vowel is another vowel ("inviroment" → "environment"), not a short one', () => {
    expect(rankSpelling('inviroment', ['environment'], { prev: 'the' })).toEqual({
      best: 'environment',
      confident: true,
    });
    // a short word two edits away with another first letter is a guess
    expect(rankSpelling('ubvous', ['obvious'])).toEqual({ best: 'obvious', confident: false });
  });

  it('corrects a misspelt possessive and keeps its "\'s"', () => {
    const text = "The lecturer disputes the authour's reasons.";
    const edits = chooseEdits(text, [spell(text, "authour's", ["author's", 'authors', "auteur's"])]);
    expect(applyEdits(text, edits)).toBe("The lecturer disputes the author's reasons.");
    // a known word's possessive is left alone
    const ok = "The Hindu's editorial.";
    expect(applyEdits(ok, chooseEdits(ok, [spell(ok, "Hindu's", ["Hindus'"])]))).toBe(ok);
  });

  it('corrects a slip that the checker only capitalised at a sentence start ("whlie" → "While")', () => {
    const text = 'whlie you will help each other.';
    const lint = lintAt(text, 'SentenceCapitalization', 'Capitalization', 'whlie', { kind: 0, text: 'Whlie' });
    expect(applyEdits(text, chooseEdits(text, [lint]))).toBe('While you will help each other.');
    // a package or a brand opening a sentence stays
    const pkg = 'yauzl reads zip files.';
    const lint2 = lintAt(pkg, 'SentenceCapitalization', 'Capitalization', 'yauzl', { kind: 0, text: 'Yauzl' });
    expect(applyEdits(pkg, chooseEdits(pkg, [lint2]))).toBe(pkg);
  });

  it('corrects a long capitalised word two slips from a very common word before a verb ("Gouverment will")', () => {
    const text = 'Gouverment will try to do something.';
    expect(applyEdits(text, chooseEdits(text, [spell(text, 'Gouverment', ['Government'])]))).toBe(
      'Government will try to do something.',
    );
    // a shorter capitalised word before a verb is a name
    const name = 'Aditi will try to do something.';
    expect(applyEdits(name, chooseEdits(name, [spell(name, 'Aditi', ['Admit'])]))).toBe(name);
  });

  it('in technical text corrects only slips of the fingers, never a package or a term', () => {
    const readme = 'A fast alternative to globby and `fast-glob`, with dedciated options.';
    const edits = chooseEdits(readme, [
      spell(readme, 'globby', ['lobby', 'glibly']),
      spell(readme, 'dedciated', ['dedicated']),
    ]);
    expect(applyEdits(readme, edits)).toBe('A fast alternative to globby and `fast-glob`, with dedicated options.');
    const node = 'This means that streamx streams behave a lot like Node.js streams.';
    expect(applyEdits(node, chooseEdits(node, [spell(node, 'streamx', ['stream', 'streams'])]))).toBe(node);
    // a slip the same distance away is corrected in prose ("lobyb" → "lobby")
    const prose = 'We went to the lobyb of the hotel.';
    expect(applyEdits(prose, chooseEdits(prose, [spell(prose, 'lobyb', ['lobby'])]))).toBe(
      'We went to the lobby of the hotel.',
    );
  });

  it('only suggests a fix that changes the first letter of a short word ("zod" → "nod")', () => {
    const text = 'We went to the lobby and then to globby hall.';
    const edits = chooseEdits(text, [spell(text, 'globby', ['lobby'])]);
    expect(applyEdits(text, edits)).toBe(text);
    expect(edits).toEqual([expect.objectContaining({ before: 'globby', after: 'lobby', applied: false })]);
    // a long word or a very common fix is applied ("anderstand", "hte" → "the")
    const learner = 'I hte anderstand it.';
    const fixed = chooseEdits(learner, [spell(learner, 'hte', ['the']), spell(learner, 'anderstand', ['understand'])]);
    expect(applyEdits(learner, fixed)).toBe('I the understand it.');
  });

  it('uses the neighbours of the word in the text', () => {
    const text = 'I think ther is a problem.';
    const edits = chooseEdits(text, [spell(text, 'ther', ['the', 'there', 'their', 'then'])]);
    expect(applyEdits(text, edits)).toBe('I think there is a problem.');
  });
});

describe('regularised irregular pasts ("choosed", "teached")', () => {
  const irregular = (text: string, word: string, suggestions: string[]) =>
    applyEdits(text, chooseEdits(text, [spell(text, word, suggestions)]));

  it.each([
    ['He choosed the red one.', 'choosed', 'He chose the red one.'],
    ['I have choosed the red one.', 'choosed', 'I have chosen the red one.'],
    ['She had eated already.', 'eated', 'She had eaten already.'],
    ['It was quickly teached to us.', 'teached', 'It was quickly taught to us.'],
    ['We goed home.', 'goed', 'We went home.'],
    ['Goed home at last.', 'Goed', 'Went home at last.'],
  ])('%s → the past or the participle by the word before', (text, word, expected) => {
    expect(irregular(text, word, ['chooses', 'eats', 'teaches', 'goes'])).toBe(expected);
  });

  it('chooses per occurrence', () => {
    const text = 'He has writed a book. He writed another.';
    const lints = [
      lintAt(text, 'RegularIrregulars', 'Grammar', 'writed', { kind: 0, text: 'wrote' }),
      lintAt(text, 'RegularIrregulars', 'Grammar', 'writed', { kind: 0, text: 'wrote' }, 10),
    ];
    expect(applyEdits(text, chooseEdits(text, lints))).toBe('He has written a book. He wrote another.');
  });
});

describe('words the engine never corrects or only suggests', () => {
  it('writes "An" for the checker\'s "AN" at a sentence start', () => {
    const text = 'It is important. A educated person knows it.';
    const edits = chooseEdits(text, [lintAt(text, 'AnA', 'Grammar', 'A', { kind: 0, text: 'AN' })]);
    expect(applyEdits(text, edits)).toBe('It is important. An educated person knows it.');
  });

  it('writes "than" for "then" after a comparative, before what is compared; keeps the time "then"', () => {
    const fixOrKeep = (text: string) => {
      const at = text.indexOf(' then ') + 1;
      return applyEdits(
        text,
        chooseEdits(text, [lintAt(text, 'ThenThan', 'Grammar', 'then', { kind: 0, text: 'than' }, at)]),
      );
    };
    expect(fixOrKeep('The queue was longer then my flight.')).toBe('The queue was longer than my flight.');
    expect(fixOrKeep('We had more then 500 users.')).toBe('We had more than 500 users.');
    expect(fixOrKeep('It took longer then expected.')).toBe('It took longer than expected.');
    expect(fixOrKeep('The wait was more then one hour.')).toBe('The wait was more than one hour.');
    for (const kept of [
      'We will meet later then the others.',
      'I felt better then, and slept.',
      'Finish the paper then the slides.',
    ])
      expect(fixOrKeep(kept)).toBe(kept);
  });

  it('writes "won\'t" for "wont" before a bare verb, not "want"', () => {
    const fix = (text: string) =>
      applyEdits(
        text,
        chooseEdits(text, [lintAt(text, 'NominalWants', 'WordChoice', 'wont', { kind: 0, text: 'want' })]),
      );
    expect(fix('We wont go there again.')).toBe("We won't go there again.");
    expect(fix('As is his wont, he left early.')).toBe('As is his wont, he left early.');
  });

  it('keeps "an" before a silent h the checker does not know ("an honour")', () => {
    const text = 'It is an honour to be here.';
    const lint = lintAt(text, 'AnA', 'Miscellaneous', 'an', { kind: 0, text: 'a' });
    expect(applyEdits(text, chooseEdits(text, [lint]))).toBe(text);
  });

  it('leaves a capital A that labels a thing before and/or ("A and B wings")', () => {
    const text = 'Residents of A and B wings should store water.';
    const lint = lintAt(text, 'AnA', 'Miscellaneous', 'A', { kind: 0, text: 'An' });
    expect(applyEdits(text, chooseEdits(text, [lint]))).toBe(text);
  });

  it('never corrects the short first part of a hyphenated compound ("eco-certification" is no "echo-")', () => {
    const text = 'They want an eco-certification.';
    expect(applyEdits(text, chooseEdits(text, [spell(text, 'eco', ['echo'])]))).toBe(text);
  });

  it('never corrects a JavaScript package name ("phantomjs" is no "phantoms")', () => {
    const text = 'Old versions of phantomjs fail.';
    expect(applyEdits(text, chooseEdits(text, [spell(text, 'phantomjs', ['phantoms'])]))).toBe(text);
  });

  it.each(['getUserName', 'iPhone', 'huThis'])('never corrects the camelCase word "%s"', (word) => {
    const text = `We use ${word} daily.`;
    expect(chooseEdits(text, [spell(text, word, ['username', 'phone', 'this'])])).toEqual([]);
  });

  it('only suggests a pronoun–verb agreement fix on a word that is also an adjective or adverb ("He last chose")', () => {
    const text = 'He last chose the red one.';
    const edits = chooseEdits(text, [
      lintAt(text, 'PronounVerbAgreement', 'Agreement', 'last', { kind: 0, text: 'lasts' }),
    ]);
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ before: 'last', after: 'lasts', applied: false });
    expect(applyEdits(text, edits)).toBe(text);
  });

  it('still applies a pronoun–verb agreement fix on a verb ("He go home")', () => {
    const text = 'He go home.';
    const edits = chooseEdits(text, [
      lintAt(text, 'PronounVerbAgreement', 'Agreement', 'go', { kind: 0, text: 'goes' }),
    ]);
    expect(applyEdits(text, edits)).toBe('He goes home.');
  });
});

describe('one edit for a capital and a comma on the same word', () => {
  const capital = (text: string) =>
    lintAt(text, 'SentenceCapitalization', 'Capitalization', 'therefore', { kind: 0, text: 'Therefore' });
  const comma = (text: string) => lintAt(text, 'DiscourseMarkers', 'Punctuation', 'therefore', { kind: 2, text: ',' });

  it.each([
    ['capital first', true],
    ['comma first', false],
  ])('combines both (%s)', (_order, capitalFirst) => {
    const text = 'therefore we left.';
    const lints = capitalFirst ? [capital(text), comma(text)] : [comma(text), capital(text)];
    const edits = chooseEdits(text, lints).filter((e) => e.applied);
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ start: 0, end: 9, before: 'therefore', after: 'Therefore,' });
    expect(applyEdits(text, edits)).toBe('Therefore, we left.');
  });

  it.each(['I want the red one.', 'Not the blue ones, the red ones.'])(
    'keeps "one" after an adjective apart: %s',
    (text) => {
      const lint = lintAt(text, 'CompoundNouns', 'WordChoice', /red ones?/.exec(text)![0], { kind: 0, text: 'redone' });
      expect(applyEdits(text, chooseEdits(text, [lint]))).toBe(text);
    },
  );

  it('keeps the second of two different replacements of one span as a suggestion', () => {
    const text = 'I finished my home work.';
    const edits = chooseEdits(text, [
      lintAt(text, 'CompoundNouns', 'WordChoice', 'home work', { kind: 0, text: 'homework' }),
      lintAt(text, 'Other', 'WordChoice', 'home work', { kind: 0, text: 'housework' }),
    ]);
    expect(edits.map((e) => [e.after, e.applied])).toEqual([
      ['homework', true],
      ['housework', false],
    ]);
    expect(applyEdits(text, edits)).toBe('I finished my homework.');
  });
});

describe('isIntendedWord: unknown words that are meant, not misspelt', () => {
  it.each([
    ['cwd', 'cd'], // no vowel: an abbreviation
    ['charset', 'charge'], // two common words run together, the fix two letters away
    ['sourcemap', 'source'],
    ['undecoded', 'undecided'], // a prefix on a known word the fix loses
    ['catchable', 'watchable'], // an ending on a known word the fix loses
    ['browserify', 'browser'], // a whole ending that the fix takes off
    ['modularize', 'modular'],
  ])('%s (not %s)', (word, fix) => expect(isIntendedWord(word, fix)).toBe(true));

  it.each([
    ['allready', 'already'], // halves are words, but one letter from the fix
    ['importand', 'important'],
    ['wonderfull', 'wonderful'],
    ['valueable', 'valuable'], // the fix keeps the known word
    ['problemes', 'problems'],
    ['conseder', 'consider'], // "consed" is no common word
    ['alot', 'a lot'],
    ['thier', 'their'],
    ['acess', 'access'], // no plural of the plural "aces"
    ['helpfull', 'helpful'], // an ending misspelt, not an ending taken off
    ['smallers', 'smaller'],
  ])('%s is a misspelling of %s', (word, fix) => expect(isIntendedWord(word, fix)).toBe(false));
});

describe('checker edits that English allows or that need a reading the checker lacks', () => {
  const apply = (text: string, lint: RawLint) => applyEdits(text, chooseEdits(text, [lint]));

  it.each([
    ['She had had enough of the night shifts.', 'had had', 'RepeatedWords'],
    ['I would argue that that single insight closed deals.', 'that that', 'RedundantThat'],
  ])('keeps the doubled word in "%s"', (text, pair, rule) => {
    const lint = lintAt(text, rule, 'Repetition', pair, { kind: 0, text: pair.split(' ')[0] });
    expect(apply(text, lint)).toBe(text);
  });

  it.each([
    ['They had had gone home.', 'had had', 'RepeatedWords', 'They had gone home.'],
    ['I think that that the plan works.', 'that that', 'RedundantThat', 'I think that the plan works.'],
  ])('removes the slip in "%s"', (text, pair, rule, fixed) => {
    const lint = lintAt(text, rule, 'Repetition', pair, { kind: 0, text: pair.split(' ')[0] });
    expect(apply(text, lint)).toBe(fixed);
  });

  it('reads an initialism letter by letter: "an NOC" stays, "a MBA" becomes "an MBA"', () => {
    const noc = 'They asked for an NOC from her college.';
    expect(apply(noc, lintAt(noc, 'AnA', 'Miscellaneous', 'an', { kind: 0, text: 'a' }))).toBe(noc);
    const mba = 'She has a MBA from Pune.';
    expect(apply(mba, lintAt(mba, 'AnA', 'Miscellaneous', 'a', { kind: 0, text: 'an' }, mba.indexOf(' a ') + 1))).toBe(
      'She has an MBA from Pune.',
    );
  });

  it('lets the word before "of us" choose the verb: "Everyone of us was" stays, "us was" becomes "we were"', () => {
    const kept = 'Everyone of us was happy.';
    expect(apply(kept, lintAt(kept, 'PronounInflectionBe', 'Agreement', 'was', { kind: 0, text: 'were' }))).toBe(kept);
    const slip = 'They was happy.';
    expect(apply(slip, lintAt(slip, 'PronounInflectionBe', 'Agreement', 'was', { kind: 0, text: 'were' }))).toBe(
      'They were happy.',
    );
  });

  it('splits a compound into its phrasal verb only where a verb must stand', () => {
    const noun = 'Standup updates:\n- login fixed';
    expect(
      apply(noun, lintAt(noun, 'PhrasalVerbAsCompoundNoun', 'WordChoice', 'Standup', { kind: 0, text: 'Stand up' })),
    ).toBe(noun);
    const verb = 'We need to setup the server.';
    expect(
      apply(verb, lintAt(verb, 'PhrasalVerbAsCompoundNoun', 'WordChoice', 'setup', { kind: 0, text: 'set up' })),
    ).toBe('We need to set up the server.');
  });
});

describe('"whom" in an inverted question', () => {
  it('is only suggested: "Whom should we blame?" stays', () => {
    const text = 'Whom should we blame for the traffic?';
    const edits = chooseEdits(text, [lintAt(text, 'WhomSubjectOfVerb', 'Agreement', 'Whom', { kind: 0, text: 'Who' })]);
    expect(applyEdits(text, edits)).toBe(text);
    expect(edits.map((e) => e.applied)).toEqual([false]);
  });
});

describe('an opening word the checker wants a comma after', () => {
  it('gets it only where tidy.ts would add it: "Otherwise it reads well." stays, "However we left." does not', () => {
    const text = 'Otherwise it reads well.';
    const lint = lintAt(text, 'DiscourseMarkers', 'Punctuation', 'Otherwise', { kind: 2, text: ',' });
    expect(chooseEdits(text, [lint])).toEqual([]);
    const however = 'However we left.';
    const fix = lintAt(however, 'DiscourseMarkers', 'Punctuation', 'However', { kind: 2, text: ',' });
    expect(applyEdits(however, chooseEdits(however, [fix]))).toBe('However, we left.');
    const chat = 'However we left lol';
    expect(
      chooseEdits(chat, [lintAt(chat, 'DiscourseMarkers', 'Punctuation', 'However', { kind: 2, text: ',' })]),
    ).toEqual([]);
  });

  it('adds no second comma where the writer put one after a space: "however , his plan" → "However, his plan"', () => {
    const text = 'however , his plan failed.';
    const lint = lintAt(text, 'DiscourseMarkers', 'Punctuation', 'however', { kind: 0, text: 'However,' });
    expect(chooseEdits(text, [lint]).map((e) => e.after)).toEqual(['However']);
  });
});

describe('style advice that is no correction', () => {
  it('"All of the money" stays', () => {
    const text = 'All of the money has been spent.';
    const lint = lintAt(text, 'CondenseAllThe', 'Style', 'All of the', { kind: 0, text: 'All the' });
    expect(chooseEdits(text, [lint])).toEqual([]);
  });
});
