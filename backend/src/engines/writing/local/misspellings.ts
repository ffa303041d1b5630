import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { wordTable } from './word-table';
/**
 * Curated common English misspellings and missing apostrophes, applied with confidence when the spell
 * checker flags the word (each key is not an English word, so the mapping is unambiguous).
 */
export const COMMON_MISSPELLINGS: Readonly<Record<string, string>> = wordTable({
  alot: 'a lot',
  adn: 'and',
  nad: 'and',
  teh: 'the',
  hte: 'the',
  tha: 'the',
  thier: 'their',
  wich: 'which',
  whcih: 'which',
  wiht: 'with',
  becouse: 'because',
  beacuse: 'because',
  becuase: 'because',
  becasue: 'because',
  bcoz: 'because',
  coz: 'because',
  recieve: 'receive',
  recieved: 'received',
  untill: 'until',
  occured: 'occurred',
  occuring: 'occurring',
  beleive: 'believe',
  belive: 'believe',
  definately: 'definitely',
  definitly: 'definitely',
  seperate: 'separate',
  wierd: 'weird',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  goverment: 'government',
  goverments: 'governments',
  enviroment: 'environment',
  knowlege: 'knowledge',
  yong: 'young',
  youg: 'young',
  realy: 'really',
  finaly: 'finally',
  totaly: 'totally',
  succesful: 'successful',
  succesfull: 'successful',
  successfull: 'successful',
  begining: 'beginning',
  freind: 'friend',
  freinds: 'friends',
  thay: 'they',
  woud: 'would',
  shoud: 'should',
  coud: 'could',
  peple: 'people',
  poeple: 'people',
  peolple: 'people',
  pepole: 'people',
  becames: 'becomes',
  exemple: 'example',
  experiance: 'experience',
  buisness: 'business',
  bussiness: 'business',
  bussines: 'business',
  bisnes: 'business',
  diffrent: 'different',
  diffrence: 'difference',
  importent: 'important',
  intrested: 'interested',
  intresting: 'interesting',
  probaly: 'probably',
  problably: 'probably',
  sucess: 'success',
  comunity: 'community',
  oppurtunity: 'opportunity',
  oportunity: 'opportunity',
  responsability: 'responsibility',
  advertisment: 'advertisement',
  advertisments: 'advertisements',
  wheather: 'whether',
  arguement: 'argument',
  acheive: 'achieve',
  acheived: 'achieved',
  neccessary: 'necessary',
  necesary: 'necessary',
  untill_: 'until',
  donot: 'do not',
  donnot: 'do not',
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  wasnt: "wasn't",
  wasent: "wasn't",
  werent: "weren't",
  arent: "aren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  doens: "doesn't",
  im: "I'm",
  ive: "I've",
  youre: "you're",
  theyre: "they're",
  thats: "that's",
  whats: "what's",
  theres: "there's",
  u: 'you',
  ur: 'your',
  plz: 'please',
  pls: 'please',
  thx: 'thanks',
});

/**
 * Irregular verbs given a regular "-ed" ("choosed", "teached"): the past tense and the past participle, chosen
 * by the word before ("have choosed" → "chosen", "he choosed" → "chose").
 */
export const REGULARISED_PASTS: Record<string, [past: string, participle: string]> = {
  choosed: ['chose', 'chosen'],
  dealed: ['dealt', 'dealt'],
  putted: ['put', 'put'],
  teached: ['taught', 'taught'],
  buyed: ['bought', 'bought'],
  thinked: ['thought', 'thought'],
  catched: ['caught', 'caught'],
  goed: ['went', 'gone'],
  runned: ['ran', 'run'],
  bringed: ['brought', 'brought'],
  brang: ['brought', 'brought'],
  maked: ['made', 'made'],
  writed: ['wrote', 'written'],
  speaked: ['spoke', 'spoken'],
  feeled: ['felt', 'felt'],
  keeped: ['kept', 'kept'],
  sleeped: ['slept', 'slept'],
  meeted: ['met', 'met'],
  sayed: ['said', 'said'],
  builded: ['built', 'built'],
  spended: ['spent', 'spent'],
  sended: ['sent', 'sent'],
  drinked: ['drank', 'drunk'],
  eated: ['ate', 'eaten'],
  gived: ['gave', 'given'],
  taked: ['took', 'taken'],
  knowed: ['knew', 'known'],
  growed: ['grew', 'grown'],
  throwed: ['threw', 'thrown'],
  drawed: ['drew', 'drawn'],
  losed: ['lost', 'lost'],
  hitted: ['hit', 'hit'],
  cutted: ['cut', 'cut'],
  setted: ['set', 'set'],
  becomed: ['became', 'become'],
  comed: ['came', 'come'],
  fighted: ['fought', 'fought'],
  falled: ['fell', 'fallen'],
  forgeted: ['forgot', 'forgotten'],
  understanded: ['understood', 'understood'],
  standed: ['stood', 'stood'],
  hurted: ['hurt', 'hurt'],
  finded: ['found', 'found'],
  holded: ['held', 'held'],
  telled: ['told', 'told'],
  selled: ['sold', 'sold'],
  winned: ['won', 'won'],
  beginned: ['began', 'begun'],
  drived: ['drove', 'driven'],
  rided: ['rode', 'ridden'],
  swimmed: ['swam', 'swum'],
  weared: ['wore', 'worn'],
  spreaded: ['spread', 'spread'],
  readed: ['read', 'read'],
  shutted: ['shut', 'shut'],
  striked: ['struck', 'struck'],
  stealed: ['stole', 'stolen'],
  breaked: ['broke', 'broken'],
};

let listed: Map<string, string> | undefined;

/**
 * The common English misspellings that cspell keeps (the npm package @cspell/dict-en-common-misspellings:
 * Wikipedia's list of common misspellings and codespell's, about 89,000 entries), each with its one
 * correction; entries with two corrections ("whitch" → which or switch) are left to the ranking. Only the
 * dialect-neutral list is read: its British and American lists turn one valid spelling into the other.
 */
function loadListed(): Map<string, string> {
  if (listed) return listed;
  const dir = dirname(require.resolve('@cspell/dict-en-common-misspellings'));
  const json = JSON.parse(readFileSync(join(dir, 'dict', 'dict-en.json'), 'utf8')) as {
    dictionaryDefinitions: { flagWords?: string[]; suggestWords?: string[] }[];
  };
  const map = new Map<string, string>();
  for (const def of json.dictionaryDefinitions)
    for (const entry of [...(def.flagWords ?? []), ...(def.suggestWords ?? [])]) {
      const [wrong, right] = entry.split('->').map((s) => s.trim());
      if (wrong && right && !right.includes(',') && /^[a-z']{5,}$/.test(wrong)) map.set(wrong, right);
    }
  listed = map;
  return map;
}

/**
 * The one correction the maintained list of common misspellings gives for a lower-case `word` of five letters
 * or more, if any (shorter entries follow code comments: "bood" is listed as "boot").
 */
export function listedMisspelling(word: string): string | undefined {
  return loadListed().get(word);
}

/** Loads the list now (at boot) rather than on the first request that needs it. */
export function loadMisspellings(): void {
  loadListed();
}
