import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import nspell from 'nspell';
import { subtitleCountLower } from './word-frequency';

/**
 * What counts as a word the writer meant, beyond the grammar checker's American dictionary:
 * - every spelling that is right in American or British English (hunspell dictionaries from the npm packages
 *   dictionary-en and dictionary-en-gb, read with nspell; Indian English follows British spelling);
 * - Indian English words, chat words and Hinglish (Hindi in Latin letters) words: this product's own lists;
 * - personal names and places: the name, place and organisation entries of compromise's lexicon and the
 *   Indian given names and surnames of random-indian-name.
 * Everything loads once, lazily (about 1 s, before the first request: see loadLanguageData).
 */

type Speller = ReturnType<typeof nspell>;

let spellers: Speller[] | undefined;

function dictionary(pkg: string): Speller {
  const dir = dirname(require.resolve(pkg)); // index.js beside index.aff and index.dic
  return nspell(readFileSync(join(dir, 'index.aff')), readFileSync(join(dir, 'index.dic')));
}

function loadSpellers(): Speller[] {
  spellers ??= ['dictionary-en', 'dictionary-en-gb'].map(dictionary);
  return spellers;
}

/** True when `word` is spelled right in American or British English (case as hunspell judges it). */
export function isKnownWord(word: string): boolean {
  const w = word.replace(/’/g, "'");
  return loadSpellers().some((s) => s.correct(w));
}

/** Words of the last texts judged by isEnglishWord (bounded). */
const englishCache = new Map<string, boolean>();

/**
 * True when `word` is an English word: in the subtitle word counts or right in either dictionary (or the
 * writer's vocabulary). Cached: a text of unknown words is judged once per word.
 */
export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  const hit = englishCache.get(lower);
  if (hit !== undefined) return hit;
  const known =
    subtitleCountLower(lower) > 0 ||
    isKnownWord(word) ||
    isKnownWord(lower) ||
    (isVocabularyWord(lower) && !technical.has(lower)) ||
    chat.has(lower) ||
    hinglish.has(lower);
  if (englishCache.size > 50_000) englishCache.clear();
  englishCache.set(lower, known);
  return known;
}

/** True when `word` is right in one English dialect and not in the other (colour/color, organise/organize). */
export function dialectsDisagree(word: string): boolean {
  const [us, gb] = loadSpellers();
  return us.correct(word) !== gb.correct(word);
}

/** Indian English: words of everyday English in India that general dictionaries lack. */
const INDIAN_ENGLISH = `annum crore crores lakh lakhs prepone prepones preponed preponing timepass updation batchmate batchmates
  godown godowns nullah chawl chawls stepney airdash eve-teasing tiffin tiffins dabba dabbawala jugaad desi pucca pukka kutcha
  kaccha auto autos autorickshaw rickshaw rickshaws tempo lathi dhaba dhabas thali thalis dal daal dals chai masala masalas
  rabi kharif paneer roti rotis chapati chapatis naan biryani dosa dosas idli idlis sambar chutney chutneys samosa samosas
  pakora pakoras pakoda pakodas ghee jaggery kurta kurtas saree sarees sari saris dupatta lehenga dhoti bindi mehndi mehendi
  rangoli diya diyas puja pooja pujas aarti arti ghat ghats mandir gurdwara dargah namaste namaskar ji didi bhaiya bhaiyya
  bhai dada dadi nani nana amma appa maa papa chacha chachi mausi bua ayurveda ayurvedic lassi kulfi jalebi jalebis ladoo
  laddoo laddoos halwa kheer rasgulla gulab jamun besan atta maida suji sooji rava ajwain jeera haldi hing tadka tawa kadai
  kadhai chilla cheela poha upma paratha parathas parantha kulcha bhaji bhajis pav vada vadas chaat bhel puri puris panipuri
  golgappa golgappas raita achar achaar papad papads kachori dhokla thepla khichdi rajma chole chana moong toor urad masoor
  arhar methi palak aloo gobi bhindi baingan lauki karela mirchi dhaniya pudina kahwa kahva chaas mithai prasad sangeet
  baraat shaadi diwali deepavali holi eid navratri onam pongal lohri baisakhi rakhi dussehra chhath griha pravesh kirtan
  bhajan satsang sadhu ashram swami pandit babu sahib saab chaprasi peon freshers kolam pandal pandals mela melas
  bhawan bhavan nagar marg chowk bazaar bazar mohalla gali galli panchayat sarpanch tehsil taluka zila lok sabha rajya
  vidhan crorepati lakhpati paise paisa rupee rupees anna annas nimbu pani jal dhoop agarbatti kumkum sindoor mangalsutra
  kurti salwar kameez churidar sherwani bandhgala jootis juttis chappal chappals kolhapuri sabzi sabji subzi bhaat chawal
  dahi lassi paan supari hookah mehfil ghazal qawwali shayari mushaira dhol tabla sitar veena bansuri raga ragas taal
  kabaddi kho gully cricket yaar saunf kalonji sonth saunth elaichi laung dalchini jaiphal javitri kesar kokum amchur
  kasuri chawal jhumka jhumkas jhumke ghagra chunni chunri odhni payal kangan choodi choodiyan chudiyan gajra pallu
  ghunghat mandap dulha dulhan devar nanad jethani bhabhi saas sasur mami phupha phuphi mausa katori katoris belan chakla
  handi matka matkas surahi charpai chaupal angan aangan chulha almirah almirahs kaju badam pista kishmish shakkar
  mishri barfi peda pedas rabri rabdi falooda sharbat shikanji thandai gutka bidi beedi bidis beedis mogra chameli tulsi
  neem peepal amla imli gulmohar shrikhand basundi modak modaks puran poli sheera kesari payasam appam appams puttu
  idiyappam uttapam pesarattu vada pav misal usal sabudana kothimbir kadhi dhansak bajra jowar ragi nachni makki sarson
  saag bathua kathal karonda jamun chikoo chiku sitaphal phalsa shehtoot bael kokum aamras panna jaljeera nimbu
  kurkure namkeen bhujia chakli murukku mathri shakarpara gujiya ghevar sohan papdi petha chikki revdi gajak chivda
  dhoti lungi mundu veshti kasavu pheta topi pagdi angavastram shawl pashmina phulkari chikankari bandhani kanjeevaram
  banarasi paithani ikat kalamkari madhubani warli tanjore pattachitra chowki diwan gaddi razai rajai dari durrie
  chatai takht jharokha haveli havelis bungalow chowkidar dhobi darzi mochi kirana kabadiwala raddi sabziwala istriwala
  presswala autowala thela rehri tapri tiffinwala
  purn poorn viram purnviram poornviram ardhviram alpviram danda dandas matra matras anusvara anuswar chandrabindu nukta nuktas halant virama visarga avagraha shirorekha
  asana asanas pranayama bharatanatyam kathak kathakali odissi kuchipudi mohiniyattam garba dandiya bhangra lavani
  raag raaga aadhaar
  homestay homestays chaiwala paanwala sona masoori masuri ponni matta
  gobindobhog kolam parathe pandi kodava coorgi appe pongal avial thoran olan kootu poriyal rasam kozhukattai
  neer dosai uttapam medu bisi bele kesari ragi mudde akki rotti chitranna puliyogare vangi
  kanda batata vada poha sabudana thalipeeth zunka bhakri pithla litti chokha sattu ghugni luchi aloo dum
  mishti doi sandesh rosogolla kosha mangsho shorshe ilish macher jhol momos thukpa chhurpi pitha laksa sel roti
  shikara kangri pheran wazwan rogan josh yakhni gushtaba nadru haak kahwa dum pukht nihari haleem
  paya kebab kebabs tikka tikkas seekh galouti kakori chaap lucknowi awadhi mughlai hyderabadi dum kachumber
  frankie kathi nukkad adda baithak dharna gherao bandh hartal morcha rasta roko yatra jatha langar seva sevadar
  sangat pind kudi munda gabru balle shava bhangra giddha garba dandiya lavani bihu ghoomar kathakali bharatanatyam
  kuchipudi odissi mohiniyattam yakshagana theyyam nautanki tamasha jatra telecon telecons concall concalls
  marksheet marksheets aadhaar aadhar challan challans hostler hostlers vide interalia suo motu mutatis mutandis
  adhoc requisite undersigned gingelly brinjals handloom handlooms powerloom powerlooms`;

/** Words of today's English (work, tech, social media) that the dictionaries lack ("Shoutout" is no "Shootout"). */
const MODERN = `shoutout unfollow livestream onboarding upskill upskilled upskilling reskill reskilling fintech edtech
  healthtech agritech proptech vlog vlogger vlogging influencer photobomb staycation workation hackathon ideathon
  microservice microservices frontend backend devops chatbot doomscrolling walkthrough changelog codebase repo
  dropdown tooltip standup offsite roadmap ecommerce telehealth telemedicine geotag geotagged autoplay wishlist
  subreddit uptime failover hotfix runbook homescreen lockscreen preorder cashback situationship vibing lowkey
  highkey bestie fangirl fanboy selfcare haircare livestreaming screenshare screensharing whiteboarding
  offboarding`;

/** Everyday abbreviations of units and amounts ("cook for 5 mins" was turned into "5 miss"). */
const ABBREVIATIONS = `min mins hr hrs sec secs approx qty pcs nos kgs kms gms tbsp tsp ltr ltrs yrs mths wks amt dept govt
  mgmt reqd`;

/**
 * Words of software and IT that general dictionaries lack, written lower-case in technical notes: never
 * "corrected" ("json" → "son", "env" → "end", "charset" → "charge", "wasm" → "was" were seen).
 */
const TECHNICAL = `json jsonl xml yaml yml toml csv tsv env envs dotenv config configs repo repos localhost url urls uri uris api
  apis sdk sdks cli clis ui ux db dbs sql nosql regex regexes dev devs prod staging auth oauth jwt jwts ssh ssl tls tcp
  udp http https dns cdn vm vms cpu cpus gpu gpus ram ssd os npm npx pnpm pip nginx redis postgres postgresql mysql
  mongodb sqlite kafka rabbitmq docker dockerfile kubernetes kubectl helm terraform ansible jenkins github gitlab git
  webpack vite eslint typescript javascript nodejs deno nextjs nestjs django fastapi laravel golang kotlin php perl zsh
  cron crontab systemd systemctl linux ubuntu debian centos macos wasm webassembly graphql grpc websocket websockets
  middleware middlewares mixin mixins charset charsets utf ascii posix stdin stdout stderr cwd pwd readme changelog
  changeset changesets sourcemap sourcemaps polyfill polyfills transpile transpiled transpiler minify minified bundler
  bundlers linter linters refactor refactors refactored refactoring frontend backend fullstack devops qa async enum
  enums struct structs tuple tuples namespace namespaces runtime runtimes serializer serializers deserialize
  deserializer hashmap hashmaps subnet subnets vpc vpn ipv4 ipv6 webhook webhooks endpoint endpoints dataset datasets
  dataframe dataframes numpy pandas jupyter pytorch tensorflow llm llms chatgpt openai saas aws gcp azure ec2 s3
  kubeconfig ingress pytest jest vitest playwright gradle maven npm yarn readdir mkdir chmod chown sudo grep
  args argv kwargs stacktrace backend frontend precommit prebuild webview iframe iframes tooltip tooltips navbar
  dropdown dropdowns checkbox checkboxes textbox textarea href src alt svg png jpeg jpg gif webp favicon`;

/** Deliberate chat words: never "corrected" into other words. */
const CHAT = `lol lolz lmao rofl omg omfg brb tbh idk btw imo imho fyi afaik asap ttyl gtg g2g lmk smh ngl irl dm dms pls plz
  plss thx thnx tnx ty tysm np nvm ikr jk hbd bday gonna wanna gotta kinda sorta dunno lemme gimme yeah yep yup nope ya yaa
  ok okk okay kk hmm hmmm hmmmm haha hahaha hahahaha hehe xoxo bae fomo yolo tgif gm gn sup wassup cya tmrw tmr msg msgs
  pic pics vid vids convo fam bro bros sis dude bruh ur u r tho thru coz cuz bcz bcoz wud shud cud ppl abt rn wfh ooo eod eta
  wrt w.r.t. pov tldr tl;dr ama dm'd noob meh ugh oops yay woohoo wow aww awww ohh ohhh ooh omw heyy heyyy hii hiii
  byee hbu wbu wyd idc ofc obv prolly srsly ttys`;

/**
 * Hinglish: common Hindi words as written in Latin letters. Words that are also common English words ("main",
 * "to", "log", "mat") are left out, so they never make an English sentence look Hinglish.
 */
const HINGLISH = `hai hain hoon hu hun ho tha thi nahi nahin nai nhi kya kyun kyu kyon kyunki kaise kaisa kaisi kab kahan
  kidhar idhar udhar yahan wahan mujhe mujhko mera meri mere tera teri tere tumhara tumhari tumhare hamara hamari hamare
  unka unki unke uska uski uske iska iski iske apna apni apne aap aapka aapki aapke aapko tum tumhe tumko hum humko humein
  hume hamein naam yeh woh wo vo voh ye inko unko usko isko unhe inhe use ise mein mai mei par pe se ko ka ki ke ne aur bhi
  toh bhai yaar yar accha acha achha theek thik bahut bohot bohat kuch kuchh sab sabhi koi kaun kisi abhi phir fir lekin
  magar matlab haan han ji chalo chal dekh dekho dekhna bol bolo bolna bola boli bolega bolegi kal aaj parso wala wali wale
  diya liya gaya gayi gaye gye hua hui hue hoga hogi honge hona karna karo karke kar kiya kiye karte karta karti karenge
  karunga karungi kardo kar do raha rahi rahe rha rhi rhe sakte sakta sakti sakun chahiye chahte chahta chahti pata pta
  kaam ghar paisa paise pyaar pyar dil dost dosti khana pani paani doodh chai pakka pakki ekdum bilkul zaroor jaldi
  thoda thodi thode zyada jyada kam baat baatein bataya batao batana samajh samjha samjho suno suna sunna maine tune
  usne humne aapne unhone mummy mumma papaji dadi nani beta beti bachche bacche log logon gaadi gadi raat subah shaam
  sham dopahar din haath aankh sir dard bukhar tabiyat kharab achhi acchi bura buri mast dhire jaldi aana jana jaana
  aaya aayi aaye aayega aayegi jayega jaayega jaega milte milenge mila mili mile milna baje ghante ghanta minute pehle
  baad mein saath sath liye lie wajah shayad zarur haina hena arre arey are re oye acha na naa nahi na jee ek do teen
  char paanch chhe saat aath nau das tak pahunch pahuch pahunche gayab thakaan atka atki atke poochho pucho puchho
  bata bataana dena dedo lena lelo rakh rakho ruk ruko jaayein jaaye dekh ke daal daalo ubaalo pakao upar neeche niche
  bas kaisa yahi wahi wohi sirf bhool galti sach jhooth khush dukh pareshan tension mat karo chinta fikar dhyan
  aam imli utha uthao phata phati lungi legi lunga denge lenge karenge jayenge aayenge pyaali baarish zindagi duniya
  chalein chale chalte leta leti lete hota hoti hote har baar bhar bhigo bhigoke seeti lagao lagana lagta lagti lagte
  pyaaz bhuno dheemi aanch pakne pakana daalna daalo shuru likh likho likhna likha kamaal hafte hafta awaaz aane lagi
  laga lage vasool pakda pakdo tikna padega padegi padta karein karna chhaanv shehar yaad aata aati aate gaanv
  gaon bheed purana purani puraane chalao kabhi saal nayi naya naye aaoge aaogi anginat thak thaka thaki
  batao bata bhejo bhej bheja bheji khatam shaadi sasural mausam garmi sardi thand bazaar dukaan dukan sasta mehenga
  mehnga jaldi dheere kitna kitni kitne itna itni itne jitna utna bohot zara zyaada dekhte sunte bolte rehna reh
  raha rehte rahta rehti samjhe samjhi samjhna bhaiya didi chhota chhoti bada badi bade accha achhe acche
  dunga dungi doonga doongi denge doge dogi loge logi toota tooti toote tuta tuti meetha meethi meethe hisaab hisab
  ekdum zabardast bekaar bekar thik-thak`;

/** Future and polite verb endings of Hindi in Latin letters ("dunga", "karunga", "jaoge", "bataiye"). */
const HINGLISH_ENDING = /^[a-z]{2,}(?:unga|ungi|oonga|oongi|enge|engi|oge|ogi|iyega|iyegi|aiye|iye)$/;

const toSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
const indianEnglish = toSet(`${INDIAN_ENGLISH} ${ABBREVIATIONS} ${MODERN}`);
// protected like the writer's vocabulary, but no English prose word (no hashtag is made of "npm")
const technical = toSet(TECHNICAL);
const chat = toSet(CHAT);
const hinglish = toSet(HINGLISH);
// words of the Hinglish list that are everyday English too: they protect but never identify Hinglish
const ENGLISH_TOO = toSet(
  'are re do das bus sir dil din mast log mat use par pe to me ho ye hum jan char sham mile tune hue hu han bola bade',
);

/** True for an Indian English word, also in its plural ("kurtis", "dosas", "lehengas"). */
export function isVocabularyWord(word: string): boolean {
  const w = word.toLowerCase();
  if (technical.has(w)) return true;
  if (indianEnglish.has(w) || (/[^s]s$/.test(w) && w.length > 3 && indianEnglish.has(w.slice(0, -1)))) return true;
  // "chaiwala", "sabziwali", "dilliwallah": a trade or a place with -wala
  return /^[a-z]{3,}wal(?:a|i|e|as|ah|lah|las|lahs)$/.test(w);
}

/** True for a word of software and IT that general dictionaries lack ("json", "npm", "runtime"). */
export function isTechnicalWord(word: string): boolean {
  return technical.has(word.toLowerCase());
}

export function isChatWord(word: string): boolean {
  return chat.has(word.toLowerCase());
}

/**
 * True for a text written in a casual register: emoji, chat words ("lol", "btw", "pls") or runs of "!!"/"??".
 * There, a missing optional mark (a comma after an opening phrase, a full stop after the last word) is the
 * writer's style, not a slip.
 */
export function isCasualText(text: string): boolean {
  return (
    /\p{Extended_Pictographic}/u.test(text) ||
    /[!?]{2,}/.test(text) ||
    (text.match(/[A-Za-z]+/g) ?? []).some(isChatWord)
  );
}

/**
 * True for a text that is plainly Indian: rupees, Devanagari, or an Indian English or Hinglish word ("lakh",
 * "chai", "yaar"). There a word no dictionary knows is more likely Indian than a slip.
 */
export function isIndianText(text: string): boolean {
  if (/₹|\bRs\.?\s?\d|\p{Script=Devanagari}/u.test(text)) return true;
  const words = text.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
  return words.some((w) => (isVocabularyWord(w) && !isTechnicalWord(w)) || isHinglishWord(w));
}

/** True for a Hindi word in Latin letters that is not also an English word. */
export function isHinglishWord(word: string): boolean {
  const w = word.toLowerCase().replace(/['’]/g, '');
  if (ENGLISH_TOO.has(w)) return false;
  return hinglish.has(w) || (HINGLISH_ENDING.test(w) && !isKnownWord(w));
}

let names: Set<string> | undefined;
/** Countries' names, read with the names (loadNames). */
const countries = new Set<string>();

function loadNames(): Set<string> {
  if (names) return names;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const indian = require('random-indian-name/lib/names.js') as Record<string, string[]>;
  const nlp = require('compromise') as { model: () => { one: { lexicon: Record<string, string | string[]> } } };
  const lexicon = nlp.model().one.lexicon;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const set = new Set<string>();
  for (const list of Object.values(indian)) for (const n of list) set.add(n.toLowerCase());
  const PROPER = /^(?:MaleName|FemaleName|FirstName|LastName|City|Country|Place|Region|Organization)$/;
  for (const [word, tags] of Object.entries(lexicon)) {
    if (/\s/.test(word)) continue;
    const all = Array.isArray(tags) ? tags : [tags];
    if (all.some((t) => PROPER.test(t))) set.add(word);
    if (all.includes('Country')) countries.add(word);
  }
  names = set;
  return set;
}

/** True for a country's name ("India", "Australia"), which is also its team ("India need 40 runs"). */
export function isCountryName(word: string): boolean {
  loadNames();
  return countries.has(word.toLowerCase());
}

/** True for a personal name or a place known to the name lexicons (case-insensitive). */
export function isNameWord(word: string): boolean {
  return loadNames().has(word.toLowerCase().replace(/['’]s$/, ''));
}

/** Loads the dictionaries and lexicons now, so no request pays for it. */
export function loadVocabulary(): void {
  loadSpellers();
  loadNames();
}
