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
import { isHinglishWord } from 'src/engines/writing/local/vocabulary';
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
  "Good morning everyone 🙏\n\nOur society's annual Diwali mela is on Saturday from 5 pm in the community hall. There will be food stalls, a rangoli competition and a magic show for kids. Entry is free but please register at the gate. Contact Mrs Sharma (98450 12345) for stalls.\n\nRegards,\nRWA Committee",
  "Just finished my first half marathon in Mumbai! 21 km in 2:14 😅 My knees hurt but I'm so happy. Thanks to everyone who trained with me every Sunday at Marine Drive. Next goal: a full marathon in 2027. #running #MumbaiMarathon",
  'After five years in sales I am moving into product management. The switch was not easy. I read a lot, talked to twenty product managers and did two side projects. The biggest lesson: understand the customer before the feature. I start at Zoho next month and I am grateful to my mentors.',
  'TIL that you can pay electricity bills with UPI in most states. I used to stand in line at the office for an hour every month. Now it takes two minutes on my phone. Does anyone know if water bills work the same way in Hyderabad?',
  "Respected Sir,\n\nI am writing to request leave from 12 to 15 March for my sister's wedding in Jaipur. I have finished the quarterly report and Ravi will handle my calls. Kindly approve my leave.\n\nThanking you,\nSuresh Kumar",
  'To install the CLI, run `npm install -g likho-cli` and then `likho --help`. The config file lives in ~/.likho/config.json. If you see EACCES errors, fix your npm permissions instead of using sudo.',
  'The rain came down on the tin roof,\nmy mother hummed an old song,\nand the whole house smelled of ginger tea.',
  'Review: the new metro line from Whitefield to MG Road is fast and clean. Trains come every six minutes at peak time. The only problem is the last mile: there are no autos at the stations after 9 pm. Overall a big improvement for Bengaluru commuters.',
  'Recipe for quick poha: rinse two cups of thick poha and drain. Fry mustard seeds, curry leaves, onion and green chilli in oil. Add turmeric, salt and the poha. Finish with lemon juice and coriander. Serves four.',
  'We are hiring! Our Pune team needs two backend engineers (Node.js, Postgres) with 3+ years of experience. Hybrid work, health insurance for your family and a learning budget. Apply at careers@example.in before 30 November.',
  'Our startup failed after two years. We built a great app for local grocery shops but we never found a way to make money. We spent too much on ads and too little time talking to shop owners. If I start again, I will charge from day one.',
  'I think climate change is the biggest challenge for farmers in Maharashtra. Rains come late, then too much rain comes at once. Many farmers in my village now grow less water-hungry crops and use drip irrigation. The government should support them with cheaper loans.',
  'आज हमारे स्कूल में वार्षिक खेल दिवस था। बच्चों ने दौड़, कबड्डी और खो-खो में हिस्सा लिया। मेरी बेटी ने सौ मीटर की दौड़ में पहला स्थान पाया। हम सबको उस पर बहुत गर्व है।',
  'प्रिय मित्रों,\n\nइस रविवार को हम पार्क की सफ़ाई करेंगे। सुबह सात बजे गेट पर मिलें। दस्ताने और थैले हम लाएँगे। पानी की बोतल साथ लाएँ।\n\nधन्यवाद,\nराहुल',
  'मैंने पिछले महीने ऑनलाइन अंग्रेज़ी की कक्षा शुरू की। शुरुआत में बोलने में डर लगता था। अब मैं रोज़ दस मिनट अंग्रेज़ी में बात करती हूँ। धीरे-धीरे आत्मविश्वास बढ़ रहा है।',
  'दिवाली पर पटाखों की जगह दीये जलाइए 🪔✨ हवा साफ़ रहेगी और बच्चे सुरक्षित रहेंगे। इस बार हरी दिवाली मनाएँ 🌿',
  'बारिश के मौसम में सड़कों पर पानी भर जाता है। नगर निगम को नालों की सफ़ाई पहले ही कर देनी चाहिए। इससे लोगों को बहुत परेशानी होती है।',
  'Yaar kal ka match dekha? Kohli ne kamaal kar diya 🔥 Last over mein 18 runs chahiye the aur usne chakka maar diya. What a finish!',
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

/** Hindi words that are no topic: pronouns, numbers, adverbs, verb parts (a tag of one is junk). */
const HINDI_NOT_TOPIC = new Set(
  'हम तुम आप वह वे यह ये मैं मेरा मेरी इस उस भर सौ दो तीन एक धीरे पिछले अगले शुरू खोला जलाइए करेंगे लाएँगे मिलें है हैं था दिन साल जगह बार'.split(
    ' ',
  ),
);
const HONORIFIC = /^(?:mr|mrs|ms|dr|sir|madam|shri|smt|respected)$/i;

/** Why a hashtag the output added (not one the writer had) is junk, or undefined. */
function junkTag(input: string, tag: string): string | undefined {
  const words = tag
    .slice(1)
    .split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|_/u)
    .filter(Boolean);
  if (JUNK_TAG.test(tag) || words.some((w) => HINDI_NOT_TOPIC.has(w))) return 'stopword hashtag';
  if (words.some((w) => HONORIFIC.test(w))) return 'hashtag of a person';
  if (words.some((w) => isHinglishWord(w))) return 'Hinglish fragment as hashtag';
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const phrase = new RegExp(`(?<![\\p{L}\\p{M}])${words.map(esc).join('[\\s-]+')}(?![\\p{L}\\p{M}])`, 'iu');
  const prose = input.replace(/```[\s\S]*?```|`[^`\n]*`|https?:\/\/\S+|\S+@\S+|\S*\/\S+/g, ' | ');
  // a Hindi tag joins its words without capitals ("#नगरनिगम")
  const joined = /[\u0900-\u097F]/u.test(tag) && prose.replace(/\s+/g, '').includes(tag.slice(1));
  if (!phrase.test(prose) && !joined) return 'hashtag not a phrase of the text (fragment, code or across a comma)';
  return undefined;
}

/** What makes an output unpublishable as it is, by kind. */
export function problems(input: string, output: string, run = ''): string[] {
  const out: string[] = [];
  // X and WhatsApp show Markdown as typed: "## Release notes", "**bold**"
  if (/twitter|single_tweet|whatsapp/.test(run) && /^#{1,6}\s|\*\*\S|\]\(/m.test(output))
    out.push('Markdown marks in a post');
  // a list or a poem flattened into one line
  if (/^\s*[-*•]\s.*\n\s*[-*•]\s/m.test(input) && !/\n/.test(output.trim())) out.push('lines of a list run together');
  const tags = [...output.matchAll(/(?<![\p{L}\p{N}])#[\p{L}\p{M}\p{N}_]+/gu)].map((m) => m[0]);
  const lower = tags.map((t) => t.toLowerCase());
  if (new Set(lower).size !== lower.length) out.push('repeated hashtag');
  const own = new Set([...input.matchAll(/#[\p{L}\p{M}\p{N}_]+/gu)].map((m) => m[0].toLowerCase()));
  for (const why of new Set(tags.filter((t) => !own.has(t.toLowerCase())).map((t) => junkTag(input, t))))
    if (why) out.push(why);
  if (/^(?:# |Title: ).*…$/mu.test(output)) out.push('cut title');
  if (
    /^(?:# |Title: )(?:#|(?:hi|hello|dear|respected|good morning|namaste|नमस्ते|प्रिय|आदरणीय)(?![\p{L}\p{M}]))/imu.test(
      output,
    )
  )
    out.push('greeting or Markdown mark as title');
  const title = /^(?:# |Title: )(.*)$/mu.exec(output)?.[1];
  if (title && title.split(/\s+/).length > 16) out.push('title longer than a headline');
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
      const found = problems(text, output, run.name);
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
