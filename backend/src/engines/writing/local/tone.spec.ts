import { humanPass, impactPass } from './passes';
import { casualTone, politeTone, professionalTone } from './tone';

describe('professionalTone', () => {
  it('expands "it\'s been" to "it has been", never "it is been"', () => {
    expect(professionalTone("It's been a long week and she's gone home.").text).toBe(
      'It has been a long week and she has gone home.',
    );
    expect(professionalTone("I'd been waiting. It's late.").text).toBe('I had been waiting. It is late.');
  });

  it('leaves out fillers and emoji', () => {
    const out = professionalTone('Honestly… basically we need more time 😅. The demo went well 🎉').text;
    expect(out).toBe('We need more time. The demo went well');
    expect(out).not.toMatch(/honestly|basically/i);
  });
});

describe('politeTone', () => {
  it('adds its thanks above the sign-off, never after the signature', () => {
    const out = politeTone('Send me the report by Friday.\n\nRegards,\nPriya Sharma').text;
    expect(out).toBe('Please send me the report by Friday.\n\nThank you.\n\nRegards,\nPriya Sharma');
    expect(politeTone('Send me the report.').text).toBe('Please send me the report.\n\nThank you.');
  });
});

describe('impactPass', () => {
  it('removes hedges and keeps the sentence grammatical', () => {
    expect(impactPass('I feel like maybe we should perhaps consider a new plan.').text).toBe(
      'We should consider a new plan.',
    );
    expect(impactPass("Honestly… basically it's been a crazy week.").text).toBe("It's been a crazy week.");
    // an intensifier stays where the sentence needs it
    expect(impactPass('Thank you very much. It is not very good. Quite a few came just in time.').text).toBe(
      'Thank you very much. It is not very good. Quite a few came just in time.',
    );
  });
});

describe('humanPass', () => {
  it('replaces stock phrasing with words that keep the meaning', () => {
    expect(humanPass('We delve into the rich tapestry of remote work.').text).toBe(
      'We explore the many sides of remote work.',
    );
    expect(humanPass('The city is a rich tapestry of cultures.').text).toBe('The city is a wide range of cultures.');
  });
});

describe('casualTone', () => {
  it('contracts and says formal words simply, each change listed', () => {
    const r = casualTone(
      'Dear Priya,\n\nI would like to know more regarding the plan. However, we do not have the budget.\n\nKind regards,\nAmit',
    );
    expect(r.text).toBe(
      "Hi Priya,\n\nI'd like to know more about the plan. But we don't have the budget.\n\nCheers,\nAmit",
    );
    expect(r.changes.map((c) => c.after)).toEqual(expect.arrayContaining(["don't", 'about', 'But ', 'Hi ']));
  });
});
