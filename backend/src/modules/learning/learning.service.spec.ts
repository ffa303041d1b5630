import { HttpException, PayloadTooLargeException } from '@nestjs/common';
import { AiProviderError } from 'src/engines/openai/openai-client';
import type { EnhanceResult, TextChange, WritingEngine, WritingOptions } from 'src/engines/writing/writing-engine';
import type { NewUsageEvent } from 'src/modules/stats/stats.repository';
import type { StatsService } from 'src/modules/stats/stats.service';
import { AiLessonWriter } from './ai-lesson';
import { exerciseProblem, type Exercise } from './exercises';
import { BLANK } from './lesson-text';
import { LearningService } from './learning.service';
import { diffChanges } from './mistakes';

/** A writing engine that "finds" the given corrections wherever their `before` text occurs. */
class FakeEngine implements WritingEngine {
  calls: { input: string; options: WritingOptions }[] = [];
  constructor(
    readonly name: string,
    private readonly fixes: Omit<TextChange, 'position' | 'applied'>[],
    private readonly textOnly = false,
  ) {}

  async enhance(input: string, options: WritingOptions): Promise<EnhanceResult> {
    this.calls.push({ input, options });
    const changes: TextChange[] = [];
    let text = input;
    for (const f of this.fixes) {
      // whole words only, as a real checker: "go" is not found inside "goes"
      const escaped = f.before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const start = /^[\p{L}\p{N}]/u.test(f.before) ? '(?<![\\p{L}\\p{M}\\p{N}])' : '';
      const end = /[\p{L}\p{M}\p{N}]$/u.test(f.before) ? '(?![\\p{L}\\p{M}\\p{N}])' : '';
      const re = new RegExp(`${start}${escaped}${end}`, 'u');
      const position = input.search(re);
      if (position < 0) continue;
      changes.push({ ...f, position, applied: true });
      text = text.replace(re, () => f.after);
    }
    return { text, changes: this.textOnly ? [] : changes, notices: [] };
  }
}

class FakeStats {
  events: NewUsageEvent[] = [];
  async recordUsage(e: NewUsageEvent) {
    this.events.push(e);
  }
}

const FIVE_KINDS = [
  'She go to school every day.',
  'I bought a apple yesterday.',
  'I recieved your letter.',
  'i live in Delhi.',
  'We went to the the market.',
  'Its a nice day.',
].join(' ');

const ENGLISH_FIXES: Omit<TextChange, 'position' | 'applied'>[] = [
  { before: 'go', after: 'goes', rule: 'harper:PronounVerbAgreement', reason: 'agree', category: 'grammar' },
  { before: 'a apple', after: 'an apple', rule: 'harper:AnA', reason: 'article', category: 'grammar' },
  { before: 'recieved', after: 'received', rule: 'harper:SpellCheck', reason: 'spelling', category: 'spelling' },
  {
    before: 'i live',
    after: 'I live',
    rule: 'harper:CapitalizePersonalPronouns',
    reason: 'capital',
    category: 'capitalization',
  },
  { before: 'the the', after: 'the', rule: 'harper:RepeatedWords', reason: 'repeat', category: 'repetition' },
  { before: 'Its', after: "It's", rule: 'harper:ItsContraction', reason: 'its', category: 'punctuation' },
];

function service(engine: WritingEngine, ai = new AiLessonWriter(undefined, '')) {
  const stats = new FakeStats();
  return { svc: new LearningService(engine, stats as unknown as StatsService, ai), stats };
}

function expectSound(exercises: Exercise[]) {
  expect(exercises.length).toBeGreaterThan(0);
  for (const e of exercises) expect(exerciseProblem(e)).toBeUndefined();
  const mc = exercises.filter((e) => e.kind === 'multiple_choice');
  for (const e of mc) {
    expect(e.choices!.filter((c) => c === e.answer)).toHaveLength(1);
    expect(new Set(e.choices).size).toBe(e.choices!.length);
    if (e.topic !== 'capitalization')
      expect(new Set(e.choices!.map((c) => c.toLowerCase())).size).toBe(e.choices!.length);
  }
  expect(new Set(exercises.map((e) => e.id)).size).toBe(exercises.length);
}

describe('LearningService', () => {
  it('names every kind of mistake in a paragraph as its own group, with the visitor’s own sentence and its correction', async () => {
    const { svc } = service(new FakeEngine('local', ENGLISH_FIXES));
    const res = await svc.generate({ inputText: FIVE_KINDS, outputLanguage: 'english' }, {});
    expect(res.success).toBe(true);
    expect(res.topics.map((t) => t.topic)).toEqual([
      'spelling',
      'agreement',
      'articles',
      'punctuation',
      'capitalization',
      'repetition',
    ]);
    for (const heading of [
      'Spelling',
      'Subject–verb agreement',
      'Articles (a, an)',
      'Punctuation',
      'Capital letters',
      'Repeated words',
    ]) {
      expect(res.content).toMatch(new RegExp(`^## \\d\\. ${heading.replace(/[()]/g, '\\$&')} \\(1\\)$`, 'm'));
    }
    expect(res.content).toContain('She **go** to school every day.');
    expect(res.content).toContain('She **goes** to school every day.');
    expect(res.content).toContain('I bought **a** apple yesterday.');
    expect(res.content).toContain('I bought **an** apple yesterday.');
    expect(res.content).toContain('I **recieved** your letter.');
    expect(res.content).toContain('I **received** your letter.');
    expect(res.content).toContain('**i** live in Delhi.');
    expect(res.content).toContain('We went to **the the** market.');
    expect(res.content).toContain("**It's** a nice day.");
  });

  it('asks each mistake once, the kinds of exercise taking turns, each with one correct answer', async () => {
    const { svc } = service(new FakeEngine('local', ENGLISH_FIXES));
    const { exercises } = await svc.generate({ inputText: FIVE_KINDS, outputLanguage: 'english' }, {});
    expectSound(exercises);
    // six mistakes, six exercises (not three ways each), every kind used
    expect(exercises.map((e) => e.id)).toEqual([
      'spelling-1-fix',
      'agreement-1-choice',
      'articles-1-blank',
      'punctuation-1-fix',
      'capitalization-1-choice',
      'repetition-1-choice',
    ]);
    const byId = Object.fromEntries(exercises.map((e) => [e.id, e]));
    expect(byId['spelling-1-fix']).toMatchObject({
      kind: 'find_and_fix',
      sentence: 'I recieved your letter.',
      answer: 'I received your letter.',
    });
    expect(byId['agreement-1-choice']).toMatchObject({ sentence: `She ${BLANK} to school every day.`, answer: 'goes' });
    expect(byId['agreement-1-choice'].choices).toEqual(expect.arrayContaining(['goes', 'go']));
    expect(byId['articles-1-blank']).toMatchObject({ kind: 'fill_blank', answer: 'an', hint: 'a' });
    expect(byId['capitalization-1-choice'].choices!.sort()).toEqual(['I', 'i']);
    // a repeated word is practised on whole sentences
    expect(byId['repetition-1-choice'].choices!.sort()).toEqual([
      'We went to the market.',
      'We went to the the market.',
    ]);
  });

  it('asks a lone mistake twice, as find-and-fix and as a blank, never twice in one kind', async () => {
    const fixes = ENGLISH_FIXES.filter((f) => f.before === 'recieved');
    const { svc } = service(new FakeEngine('local', fixes));
    const { exercises } = await svc.generate({ inputText: 'I recieved your letter.', outputLanguage: 'english' }, {});
    expectSound(exercises);
    expect(exercises.map((e) => e.kind)).toEqual(['find_and_fix', 'multiple_choice']);
    expect(exercises[1].choices).toEqual(expect.arrayContaining(['received', 'recieved']));
  });

  it('leaves only one mistake in an exercise sentence: the others of that sentence are already corrected', async () => {
    const fixes = ENGLISH_FIXES.filter((f) => f.before === 'go' || f.before === 'recieved');
    const { svc } = service(new FakeEngine('local', fixes));
    const { exercises } = await svc.generate(
      { inputText: 'She go home and recieved a gift.', outputLanguage: 'english' },
      {},
    );
    const byId = Object.fromEntries(exercises.map((e) => [e.id, e]));
    expect(byId['spelling-1-fix'].sentence).toBe('She goes home and recieved a gift.');
    expect(byId['agreement-1-fix'].sentence).toBe('She go home and received a gift.');
  });

  it('writes the lesson in Hindi when asked, for an English text', async () => {
    const { svc } = service(new FakeEngine('local', ENGLISH_FIXES));
    const res = await svc.generate({ inputText: FIVE_KINDS, outputLanguage: 'hindi' }, {});
    expect(res.content).toContain('# आपका निजी व्याकरण पाठ');
    expect(res.content).toContain('कर्ता और क्रिया का मेल');
    expect(res.content).toContain('She **go** to school every day.');
    expect(res.exercises[0].prompt).toMatch(/[\u0900-\u097F]/);
  });

  it('takes the lesson language from the headers when the body has none', async () => {
    const { svc } = service(new FakeEngine('local', ENGLISH_FIXES));
    expect((await svc.generate({ inputText: FIVE_KINDS }, { outputLanguage: 'hindi' })).content).toMatch(/^# आपका/);
    expect((await svc.generate({ inputText: FIVE_KINDS }, { uiLanguage: 'hi' })).content).toMatch(/^# आपका/);
    expect((await svc.generate({ inputText: FIVE_KINDS }, {})).content).toMatch(/^# Your personal/);
  });

  it('teaches the Hindi checks: danda, spacing, repeated words and common misspellings', async () => {
    const text = 'मै कल बाजार गया था | वह नही आया। मैं मैं घर जा रहा हूँ ।';
    const engine = new FakeEngine('local', [
      { before: 'ा |', after: 'ा।', rule: 'hindi:danda', reason: 'danda', category: 'punctuation' },
      { before: 'ँ ।', after: 'ँ।', rule: 'hindi:space-before-punctuation', reason: 'space', category: 'spacing' },
      { before: 'मैं मैं', after: 'मैं', rule: 'hindi:repeated-word', reason: 'repeat', category: 'repetition' },
      { before: 'मै ', after: 'मैं ', rule: 'hindi:spelling', reason: 'spelling', category: 'spelling' },
      { before: 'नही', after: 'नहीं', rule: 'hindi:spelling', reason: 'spelling', category: 'spelling' },
    ]);
    const { svc } = service(engine);
    const res = await svc.generate({ inputText: text }, {});
    expect(res.topics.map((t) => t.topic)).toEqual(['spelling', 'punctuation', 'spacing', 'repetition']);
    expect(res.content).toMatch(/^# आपका निजी व्याकरण पाठ/);
    expect(res.content).toContain('पूर्ण विराम (।)');
    expect(res.content).toContain('वह **नही** आया।');
    expect(res.content).toContain('वह **नहीं** आया।');
    expect(res.content).toContain('मैं घर जा रहा **हूँ ।**');
    expectSound(res.exercises);
    expect(res.exercises.map((e) => e.topic)).toEqual(['spelling', 'spelling', 'punctuation', 'spacing', 'repetition']);
    const punctuation = res.exercises.find((e) => e.topic === 'punctuation')!;
    expect(punctuation).toMatchObject({ kind: 'find_and_fix', answer: 'मैं कल बाजार गया था। वह नहीं आया।' });
  });

  it('shows a Hindi spacing fix whole: both sides of the danda, as the engine leaves it', async () => {
    // as the real engine reports it: the second edit's position is in the text the first edit left
    const text = 'मैं घर जा रहा हूँ।मेरा नाम सीमा है ।हम कल मिलेंगे।';
    const engine: WritingEngine = {
      name: 'local',
      enhance: async (input) => {
        const fixed = input.replace(/\s+([।?])/g, '$1').replace(/([।?])(?=\S)/g, '$1 ');
        const changes: TextChange[] =
          input === text
            ? [
                { before: 'ै ।', after: 'ै।', position: 33, rule: 'hindi:space-before-punctuation' },
                { before: '।', after: '। ', position: 17, rule: 'hindi:space-after-danda' },
                { before: '।', after: '। ', position: 34, rule: 'hindi:space-after-danda' },
              ].map((c) => ({ ...c, reason: 'space', category: 'spacing', applied: true }))
            : [];
        return { text: fixed, changes, notices: [] };
      },
    };
    const res = await service(engine).svc.generate({ inputText: text }, {});
    expect(res.topics).toEqual([{ topic: 'spacing', count: 2 }]);
    expect(res.content).toContain('✗ आपने लिखा: मैं घर जा रहा हूँ। मेरा नाम सीमा **है ।हम** कल मिलेंगे।');
    expect(res.content).toContain('✓ सही: मैं घर जा रहा हूँ। मेरा नाम सीमा **है। हम** कल मिलेंगे।');
    expect(res.content).toContain('✓ सही: मैं घर जा रहा **हूँ। मेरा** नाम सीमा है। हम कल मिलेंगे।');
    expect(res.content).not.toMatch(/सही: [^\n]*(है।हम|\S ।)/);
    expect(res.content).toContain('2 ग़लतियाँ मिलीं।');
  });

  it('teaches only a sentence the engine itself leaves unchanged as correct', async () => {
    // in the whole text the engine finds "go" and "recieved" but misses "was no books", which it finds in the
    // corrected sentence alone: that sentence still holds an error and is not shown as correct
    const text = 'Yesterday I go to the shop but there was no books. I recieved a letter.';
    const later = new FakeEngine('local', [
      { before: 'go', after: 'went', rule: 'grammar:past-time-tense', reason: 'past', category: 'grammar' },
      { before: 'was no books', after: 'were no books', rule: 'grammar:x', reason: 'x', category: 'grammar' },
      { before: 'recieved', after: 'received', rule: 'harper:SpellCheck', reason: 'spelling', category: 'spelling' },
    ]);
    const engine: WritingEngine = {
      name: 'local',
      enhance: async (input, options) => {
        const r = await later.enhance(input, options);
        if (!input.includes('Yesterday I go')) return r; // the call on the visitor's text
        return {
          text: r.text.replace('were no books', 'was no books'),
          changes: r.changes.filter((c) => c.before !== 'was no books'),
          notices: [],
        };
      },
    };
    const res = await service(engine).svc.generate({ inputText: text, outputLanguage: 'english' }, {});
    expect(res.topics).toEqual([{ topic: 'spelling', count: 1 }]);
    expect(res.content).not.toContain('there was no books');
    // with nothing left to teach, the lesson does not call the text free of mistakes
    const none = await service(engine).svc.generate(
      { inputText: 'Yesterday I go to the shop but there was no books.', outputLanguage: 'english' },
      {},
    );
    expect(none.topics).toEqual([]);
    expect(none.content).toMatch(/^# Practice on the common points/);
    expect(none.content).not.toMatch(/no mistakes/i);
    expect(none.exercises.length).toBeGreaterThan(0);
    for (const e of res.exercises) expect(e.answer).not.toMatch(/was no books/);
  });

  it('files a noun made plural under grammar, not subject–verb agreement, and names one Hindi mistake in the singular', async () => {
    const engine = new FakeEngine('local', [
      { before: 'problem', after: 'problems', rule: 'grammar:plural-noun', reason: 'plural', category: 'grammar' },
    ]);
    const res = await service(engine).svc.generate({ inputText: 'I have two problem.', outputLanguage: 'hindi' }, {});
    expect(res.topics).toEqual([{ topic: 'grammar', count: 1 }]);
    expect(res.content).toContain('1 तरह की 1 ग़लती मिली।');
    // the page has its own "Practice" heading over the exercises
    expect(res.content).not.toMatch(/^## (Practice|अभ्यास)$/m);
  });

  it('gives a text without mistakes an encouraging summary and general exercises at its level', async () => {
    const { svc } = service(new FakeEngine('local', []));
    const res = await svc.generate({ inputText: 'I like tea. It is hot.', outputLanguage: 'english' }, {});
    expect(res.content).toMatch(/^# Great work — no mistakes found/);
    expect(res.topics).toEqual([]);
    expect(res.exercises.map((e) => e.id)).toEqual([
      'general-beginner-1',
      'general-beginner-2',
      'general-beginner-3',
      'general-beginner-4',
    ]);
    expectSound(res.exercises);
    const advanced = await svc.generate(
      {
        inputText:
          'The quarterly assessment demonstrates considerable improvement across international operations, notwithstanding unpredictable circumstances.',
      },
      {},
    );
    expect(advanced.exercises[0].id).toMatch(/^general-advanced-/);
    const hindi = await svc.generate({ inputText: 'मैं घर जा रहा हूँ।' }, {});
    expect(hindi.content).toMatch(/^# बहुत बढ़िया/);
    expect(hindi.exercises.some((e) => /[\u0900-\u097F]/.test(e.answer))).toBe(true);
  });

  it('learns from an engine that returns only the corrected text (an AI provider), by comparing the words', async () => {
    const { svc, stats } = service(new FakeEngine('openai', ENGLISH_FIXES, true));
    const res = await svc.generate({ inputText: FIVE_KINDS, outputLanguage: 'english' }, {});
    expect(res.topics.map((t) => t.topic)).toEqual([
      'spelling',
      'agreement',
      'articles',
      'punctuation',
      'capitalization',
      'repetition',
    ]);
    expect(res.content).toContain('I **recieved** your letter.');
    expectSound(res.exercises);
    expect(stats.events).toEqual([expect.objectContaining({ kind: 'learning', outcome: 'ok', engine: 'openai' })]);
  });

  it('asks the engine for grammar and spelling only, without translating the text', async () => {
    const engine = new FakeEngine('local', []);
    const { svc } = service(engine);
    await svc.generate({ inputText: '  Hello there.  ', outputLanguage: 'hindi' }, {});
    expect(engine.calls).toEqual([{ input: 'Hello there.', options: { enhancements: ['fix_grammar'] } }]);
  });

  it('records one usage event with bytes, duration, outcome and engine, and never the text', async () => {
    const { svc, stats } = service(new FakeEngine('local', ENGLISH_FIXES));
    await svc.generate({ inputText: FIVE_KINDS }, {});
    expect(stats.events).toHaveLength(1);
    expect(stats.events[0]).toEqual({
      kind: 'learning',
      bytes: Buffer.byteLength(FIVE_KINDS),
      durationMs: expect.any(Number),
      outcome: 'ok',
      engine: 'local',
    });
  });

  it('refuses a text over the limit with 413', async () => {
    const { svc, stats } = service(new FakeEngine('local', []));
    await expect(svc.generate({ inputText: 'a'.repeat(20_001) }, {})).rejects.toBeInstanceOf(PayloadTooLargeException);
    expect(stats.events).toEqual([]);
  });

  it('answers with the provider’s status when the engine’s AI provider fails, and counts the failure', async () => {
    const engine: WritingEngine = {
      name: 'openai',
      enhance: () => Promise.reject(new AiProviderError(503, 'The AI provider cannot be reached right now.')),
    };
    const { svc, stats } = service(engine);
    const err = await svc.generate({ inputText: 'Hello.' }, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpException);
    expect((err as HttpException).getStatus()).toBe(503);
    expect(stats.events[0]).toMatchObject({ outcome: 'provider_error' });
  });

  describe('with an AI provider', () => {
    const completion = (content: string) => ({
      chat: { completions: { create: jest.fn().mockResolvedValue({ choices: [{ message: { content } }] }) } },
    });

    it('uses a valid model lesson', async () => {
      const lesson = {
        content: '# Lesson\n\nShe **goes** to school.',
        exercises: [
          {
            id: 'x1',
            kind: 'multiple_choice',
            topic: 'agreement',
            prompt: 'Choose.',
            sentence: `She ${BLANK} to school.`,
            choices: ['go', 'goes'],
            answer: 'goes',
            explanation: 'She is singular.',
          },
        ],
      };
      const client = completion(JSON.stringify(lesson));
      const { svc, stats } = service(new FakeEngine('local', ENGLISH_FIXES), new AiLessonWriter(client as never, 'm'));
      const res = await svc.generate({ inputText: FIVE_KINDS }, {});
      expect(res.content).toBe(lesson.content);
      expect(res.exercises).toEqual(lesson.exercises);
      expect(res.message).toBeUndefined();
      const sent = client.chat.completions.create.mock.calls[0][0] as { messages: { content: string }[] };
      expect(sent.messages[1].content).toContain('She go to school every day.');
      expect(stats.events[0]).toMatchObject({ outcome: 'ok', engine: 'openai' });
    });

    it.each([
      ['not JSON', 'sorry, I cannot'],
      [
        'a multiple-choice item with two correct answers',
        JSON.stringify({
          content: 'x',
          exercises: [
            {
              kind: 'multiple_choice',
              prompt: 'p',
              sentence: 's',
              choices: ['goes', 'goes'],
              answer: 'goes',
              explanation: 'e',
            },
          ],
        }),
      ],
      [
        'an answer missing from the choices',
        JSON.stringify({
          content: 'x',
          exercises: [
            { kind: 'multiple_choice', prompt: 'p', sentence: 's', choices: ['a', 'b'], answer: 'c', explanation: 'e' },
          ],
        }),
      ],
      ['no exercises', JSON.stringify({ content: 'x', exercises: [] })],
    ])('falls back to the offline lesson with a notice on %s', async (_name, answer) => {
      const { svc, stats } = service(
        new FakeEngine('local', ENGLISH_FIXES),
        new AiLessonWriter(completion(answer) as never, 'm'),
      );
      const res = await svc.generate({ inputText: FIVE_KINDS, outputLanguage: 'english' }, {});
      expect(res.content).toMatch(/^# Your personal grammar lesson/);
      expect(res.message).toBe('The AI lesson could not be used, so this lesson was built by the offline checker.');
      expectSound(res.exercises);
      expect(stats.events[0]).toMatchObject({ outcome: 'fallback', engine: 'local' });
    });

    it('falls back to the offline lesson when the provider fails', async () => {
      const client = { chat: { completions: { create: jest.fn().mockRejectedValue(new Error('down')) } } };
      const { svc } = service(new FakeEngine('local', ENGLISH_FIXES), new AiLessonWriter(client as never, 'm'));
      const res = await svc.generate({ inputText: FIVE_KINDS, outputLanguage: 'hindi' }, {});
      expect(res.content).toMatch(/^# आपका/);
      expect(res.message).toMatch(/ऑफ़लाइन/);
    });
  });
});

describe('diffChanges', () => {
  it('finds replaced, removed and re-cased words between a text and its correction', () => {
    const changes = diffChanges('i has a apple and and a pen', 'I have an apple and a pen');
    expect(changes.map((c) => [c.before, c.after])).toEqual([
      ['i', 'I'],
      ['has', 'have'],
      ['a', 'an'],
      ['and and', 'and'],
    ]);
    expect(changes[0].category).toBe('capitalization');
    expect(changes[3].category).toBe('repetition');
  });
});
