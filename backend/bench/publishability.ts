/**
 * Publishability of the offline formats, options and tones (issue 16): each text × every platform, tone and
 * style option through the passes and formatters (no grammar checker needed), counting outputs a writer could
 * not publish as they are. Prints the counts (target 0) and writes every output to a file a person can read.
 *   swc … && node dist/bench-build/bench/publishability.js [--out bench/results/publishability.txt]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatForPlatform } from 'src/engines/writing/formatters';
import { summarize } from 'src/engines/writing/local/length';
import { bulletPass, humanPass, impactPass, removeEmoji } from 'src/engines/writing/local/passes';
import { casualTone, politeTone, professionalTone } from 'src/engines/writing/local/tone';
import { SOCIAL_MEDIA } from 'src/engines/writing/writing-engine';

export const TEXTS: string[] = [
  "Hi Team,\n\nHonestly… basically it's been a crazy week 😅. The release is out and the login page works now 🎉. Please test the search page before Friday. I feel like maybe we should perhaps consider moving the demo to Monday.\n\nThanks,\nPriya",
  "I didn't expect much when I moved from Bihar to Bengaluru for my first job at Infosys. Honestly I felt small in a city of millions. But the remote work culture and my team helped me settle in. Within a year I was leading a small project. #Infosys",
  'Learning to code at 35 was the best decision I ever made, even though everyone around me said it was too late to switch careers. I was scared at first. I spent evenings on free courses and weekends building small projects. After a year I got my first job as a junior developer at a startup in Pune. Now I build web apps for small businesses and love it. If you are thinking about it, start today.',
  "Shop owners in our area don't know about online payments. We helped twenty owners set up UPI at their shops last month. Sales went up for most of them. Next month we will visit the market in Chennai.",
  '## Release notes v2.3.1\n\n- Fixed login on Safari\n- Faster search\n\nWe also updated the docs at https://example.com/docs. Thanks for testing!',
  'Enjoy your weekends 🎉. See you all on Monday 😀! The office opens at 9 am.',
  'We delve into the rich tapestry of remote work. In today’s fast-paced world, teams leverage a myriad of tools. It is worth noting that writing matters.',
  'Dear Mr Rao,\n\nI would like to know more regarding the plan. However, we do not have the budget this year. Could you send the figures?\n\nKind regards,\nAmit',
  'My bike was stolen outside the library yesterday. The police were helpful and found it two streets away. The lock was broken but the bike was fine. Always use a strong lock and register your bike.',
  'मेरा नाम सीमा है। मैं दिल्ली में रहती हूँ। मुझे किताबें पढ़ना पसंद है। दिल्ली की सर्दी मुझे अच्छी लगती है।',
  'जन्मदिन की शुभकामनाएं भाई 🎂🎉 भगवान आपको खुश रखे 🙏 आज का दिन बहुत खास है।',
  'हमारी कंपनी ने इस साल पुणे में नया दफ़्तर खोला। नए दफ़्तर में सौ लोग काम करते हैं। अगले साल हम चेन्नई में भी दफ़्तर खोलेंगे।',
];

type Run = { name: string; apply: (text: string) => string };

export const RUNS: Run[] = [
  ...SOCIAL_MEDIA.map((p) => ({ name: `platform:${p}`, apply: (t: string) => formatForPlatform(t, p).text })),
  { name: 'tone:professional', apply: (t) => professionalTone(t).text },
  { name: 'tone:polite', apply: (t) => politeTone(t).text },
  { name: 'tone:casual', apply: (t) => casualTone(t).text },
  { name: 'option:no_emoji', apply: (t) => removeEmoji(t).text },
  { name: 'option:bullets', apply: (t) => bulletPass(t).text },
  { name: 'option:impactful', apply: (t) => impactPass(t).text },
  { name: 'option:human', apply: (t) => humanPass(t).text },
  { name: 'length:concise', apply: (t) => summarize(t).text },
];

const JUNK_TAG =
  /^#(?:i|me|my|we|our|you|your|it|is|are|was|were|be|been|do|does|did|didnt|dont|doesnt|cant|wont|isnt|im|ive|felt|feel|small|big|good|new|much|many|very|really|just|honestly|basically|thing|things|way|में|है|हूँ|हूं|मेरा|मेरी|मैं|मुझे|का|की|के|को|से|और|भी|नाम)$/iu;

const CLOSING = /^(?:thanks|thank you|regards|best|best regards|kind regards|warm regards|cheers|sincerely),?$/i;

/** What makes an output unpublishable as it is, by kind. */
export function problems(input: string, output: string): string[] {
  const out: string[] = [];
  const tags = [...output.matchAll(/(?<![\p{L}\p{N}])#[\p{L}\p{M}\p{N}_]+/gu)].map((m) => m[0]);
  const lower = tags.map((t) => t.toLowerCase());
  if (tags.some((t) => JUNK_TAG.test(t)) || new Set(lower).size !== lower.length) out.push('junk or repeated hashtag');
  if (/^(?:# |Title: ).*…$/mu.test(output)) out.push('cut title');
  if (/^(?:# |Title: )(?:#|hi\b|hello\b|dear\b)/imu.test(output)) out.push('greeting or Markdown mark as title');
  if (
    /^[-*•] (?:hi|hello|dear|thanks|thank you|regards|best regards|kind regards|cheers)\b[^.!?\n]{0,25}$/imu.test(
      output,
    ) ||
    /^[-*•] [\p{Lu}][\p{Ll}]+$/mu.test(output.trimEnd().split('\n').at(-1) ?? '')
  )
    out.push('bulleted greeting or sign-off');
  if (/\S [.,!?;:।](?:\s|$)/u.test(output) && !/\S [.,!?;:।](?:\s|$)/u.test(input)) out.push('gap before punctuation');
  const lines = output.trimEnd().split('\n');
  const closing = lines.findIndex((l) => CLOSING.test(l.trim()));
  if (closing >= 0 && CLOSING.test(input.split('\n').find((l) => CLOSING.test(l.trim())) ?? '')) {
    const after = lines.slice(closing + 1).filter((l) => l.trim());
    if (after.length > 1 || after.some((l) => l.split(/\s+/).length > 3)) out.push('text after the signature');
  }
  if (/\bit is been\b/i.test(output)) out.push('ungrammatical expansion');
  return out;
}

export function runPublishability(texts = TEXTS): { counts: Record<string, number>; report: string } {
  const counts: Record<string, number> = {};
  const report: string[] = [];
  texts.forEach((text, i) => {
    for (const run of RUNS) {
      const output = run.apply(text);
      const found = problems(text, output);
      for (const p of found) counts[p] = (counts[p] ?? 0) + 1;
      report.push(
        `=== text ${i + 1} · ${run.name}${found.length ? ` · PROBLEMS: ${found.join('; ')}` : ''}`,
        output,
        '',
      );
    }
  });
  return { counts, report: report.join('\n') };
}

if (require.main === module) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'bench/results/publishability.txt' } } });
  const { counts, report } = runPublishability();
  writeFileSync(values.out!, report);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `publishability: ${TEXTS.length} texts × ${RUNS.length} runs, ${total} unpublishable outputs (target 0)\n` +
      Object.entries(counts)
        .map(([k, n]) => `  ${k}: ${n}\n`)
        .join('') +
      `outputs: ${values.out}\n`,
  );
}
