import { applyEdits } from '../grammar';
import { agreementEdits, learnerEdits } from '.';

/** The rule of each edit, with the words it changes. */
const rules = (text: string) => agreementEdits(text).map((e) => `${e.rule} ${e.before} → ${e.after}`);

describe('agreement edits', () => {
  it('returns applied grammar edits in text order whose "before" is the original text', () => {
    const text = 'I have many friend. He can helped us. There is many ways to do it.';
    const edits = agreementEdits(text);
    expect(edits).toHaveLength(3);
    for (const [k, e] of edits.entries()) {
      expect(text.slice(e.start, e.end)).toBe(e.before);
      expect(e).toMatchObject({ category: 'grammar', applied: true });
      if (k > 0) expect(e.start).toBeGreaterThanOrEqual(edits[k - 1].end);
    }
    expect(applyEdits(text, edits)).toBe('I have many friends. He can help us. There are many ways to do it.');
  });

  it('names only subject–verb and "there are" edits as agreement (the learning topics read the rule name)', () => {
    expect(rules('These systems runs on electricity.')).toEqual(['grammar:subject-verb-agreement runs → run']);
    expect(rules('There is many ways.')).toEqual(['grammar:there-are-agreement is → are']);
    expect(rules('I have many friend.')).toEqual(['grammar:plural-noun friend → friends']);
    expect(rules('He can helped us.')).toEqual(['grammar:base-verb helped → help']);
  });
});

describe('learner edits', () => {
  it('returns applied grammar edits in text order, each with its rule, reason and the original text', () => {
    const text = 'Myself Rahul. I am having a car. He is knowing the route. Yesterday I go to Pune.';
    const edits = learnerEdits(text);
    expect(edits.map((e) => e.rule)).toEqual([
      'grammar:myself-intro',
      'grammar:stative-having',
      'grammar:stative-progressive',
      'grammar:past-time-tense',
    ]);
    for (const [k, e] of edits.entries()) {
      expect(text.slice(e.start, e.end)).toBe(e.before);
      expect(e).toMatchObject({ category: 'grammar', applied: true });
      expect(e.reason).toMatch(/^[A-Z"].{20,}[.]$/);
      if (k > 0) expect(e.start).toBeGreaterThanOrEqual(edits[k - 1].end);
    }
    expect(applyEdits(text, edits)).toBe('I am Rahul. I have a car. He knows the route. Yesterday I went to Pune.');
  });

  it('leaves quoted text, inline code and code blocks alone (the writer may be quoting the mistake)', () => {
    for (const text of [
      'The lesson said "Yesterday I go" is correct, but it is not.',
      'Never write ‘I am having a car’ in an e-mail.',
      "Some teachers accept 'Myself Rahul' as an introduction.",
      'Run `echo me and my team is` in the shell.',
      '```\nYesterday I go\n```',
    ])
      expect(learnerEdits(text)).toEqual([]);
  });
});

describe('clean text stays as it is', () => {
  it.each([
    'Kindly do the needful and revert by EOD.',
    'Please prepone the meeting to 10 a.m. tomorrow.',
    'My cousin brother is coming from Chennai.',
    'Ravi, Priya and I will meet at Phoenix Marketcity.',
    'Deploy with `kubectl apply -f deploy.yaml` and check /var/log/app.log.',
    'The function getUserName() returns null when the user is not found.',
    'I have been working at Infosys for three years.',
    'Yesterday I spoke with the manager, and she approved the budget.',
    'Mohammed Irfan is knowledgeable about Java.',
    'We are having a get-together at my place.',
    'Nothing was changed.',
    'Me: I am fine.',
    'He told me, "I am having a car," and left.',
  ])('%s', (text) => expect(learnerEdits(text)).toEqual([]));
});
