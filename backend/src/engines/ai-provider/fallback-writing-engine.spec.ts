import { AiProviderError } from 'src/engines/openai/openai-client';
import { renderExplanation } from 'src/engines/writing/explanation';
import type { EnhanceResult, WritingEngine } from 'src/engines/writing/writing-engine';
import { FallbackWritingEngine } from './fallback-writing-engine';

const local: WritingEngine = {
  name: 'local',
  enhance: () =>
    Promise.resolve<EnhanceResult>({
      text: 'I have a business.',
      changes: [],
      notices: [
        { code: 'needs_ai_paraphrase', option: 'paraphrase' },
        { code: 'needs_ai_funny', option: 'funny' },
        { code: 'hindi_grammar_limited' },
        { code: 'hinglish_kept' },
      ],
    }),
};
const failing = (err: Error): WritingEngine => ({ name: 'openai', enhance: () => Promise.reject(err) });

describe('FallbackWritingEngine', () => {
  it('answers a provider failure with the local result and one notice naming what was not applied', async () => {
    const engine = new FallbackWritingEngine(failing(new AiProviderError(504, 'late', 'timeout')), local);
    const r = await engine.enhance('i has a bussiness', { enhancements: ['paraphrase'], tone: 'funny' });
    expect(r.text).toBe('I have a business.');
    expect(r.fallback).toBe('timeout');
    expect(r.notices).toEqual([{ code: 'ai_unavailable', option: 'paraphrase,funny' }, { code: 'hinglish_kept' }]);
    const en = renderExplanation(r, 'english', false);
    expect(en).toContain(
      'The AI service did not answer, so only grammar and spelling were fixed; paraphrase and the funny tone were not applied.',
    );
    expect(en).not.toMatch(/has not set up/);
    expect(renderExplanation(r, 'hindi', false)).toContain(
      'AI सेवा ने जवाब नहीं दिया, इसलिए केवल व्याकरण और वर्तनी ठीक की गई; पैराफ़्रेज़ और मज़ेदार लहजा लागू नहीं हो सके।',
    );
  });

  it('passes other errors on (they are not provider failures)', async () => {
    const engine = new FallbackWritingEngine(failing(new TypeError('bug')), local);
    await expect(engine.enhance('x', {})).rejects.toThrow('bug');
  });
});
