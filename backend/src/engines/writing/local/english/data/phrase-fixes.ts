import { matchCase } from 'src/common/text';
import { tagsOf } from '../../lexicon';
import { isKnownWord } from '../../vocabulary';
import { baseOf, gerundOf, thirdPersonOf } from '../inflect';

export interface PhraseFix {
  pattern: RegExp;
  /** The group to replace (by index) and its replacement. */
  group: number;
  after: (m: RegExpExecArray) => string;
  rule: string;
  reason: string;
}

/** Adjectives that, after "its", are the adjective of "it is" when a clause or the sentence's end follows. */
const ITS_ADJECTIVES =
  'hard|easy|difficult|important|necessary|possible|impossible|true|obvious|clear|better|best|good|bad|nice|' +
  'expensive|cheap|okay|ok|fun|useful|interesting|boring|dangerous|safe|time|fine|great|alright|late|early|over|' +
  'done|ready|free|cold|hot|official|final|normal|weird|amazing|awesome|perfect|sad|funny|worth|raining|pouring';
const ITS_CONTRACTION = new RegExp(
  String.raw`\bits(?= (?:(?:not|no|a|an|the|our|my|your|his|her|their|been|still|going|gonna|getting|raining|snowing|pouring|drizzling|happening|becoming|too|just|also|really|always|never|already|because|so(?! called))\b|` +
    String.raw`(?:(?:very|so|too|really) )?(?:${ITS_ADJECTIVES})(?: (?:to|that|for|when|if|because|today|tonight|now|here|outside|again|anymore|though)\b|[.,!?]|$)))`,
  'gi',
);

/**
 * Irregular verbs whose base is no noun, with their past participles: after "have" or a passive "was" the base
 * form is a slip ("I have send", "it was give").
 */
const PARTICIPLES: Record<string, string> = {
  send: 'sent',
  spend: 'spent',
  give: 'given',
  take: 'taken',
  write: 'written',
  eat: 'eaten',
  begin: 'begun',
  choose: 'chosen',
  forget: 'forgotten',
  speak: 'spoken',
  steal: 'stolen',
  teach: 'taught',
  bring: 'brought',
  buy: 'bought',
  think: 'thought',
  catch: 'caught',
  sell: 'sold',
  tell: 'told',
  lend: 'lent',
  lose: 'lost',
  understand: 'understood',
  receive: 'received',
  inform: 'informed',
  complete: 'completed',
};
const PARTICIPLE_BASES = Object.keys(PARTICIPLES).join('|');

/** Superlatives that take "the" before a noun ("the best student"; not "most", which also means "very"). */
const SUPERLATIVES =
  'best|worst|biggest|largest|greatest|smallest|oldest|newest|highest|lowest|finest|richest|poorest|busiest|cleanest|fastest|longest|tallest|strongest|happiest|brightest|cheapest|easiest|hardest|nearest|youngest|eldest|smartest|wisest|bravest|kindest|laziest|prettiest|funniest|coolest|hottest|coldest|safest|simplest|shortest|heaviest|deepest|wealthiest|healthiest|luckiest|earliest';

/** Bare illnesses that take "a" after a person who has them; what may follow the illness (no noun it modifies). */
const ILLNESS_BARE = String.raw`(?:cold|cough|headache)(?=[.!?]|$| (?:since|so|and (?:a )?(?:fever|cough|headache|cold|body ache)|for (?:two|three|four|five|a few|\d+) days)\b)`;
const ILLNESS_END = String.raw`(?=[.,;:!?)]|$| (?:and|since|for|from|so|but|because|with|after|today|yesterday|now|last|this|in|at|too|again|also|due|which|that)\b)`;

/**
 * Nouns no dialect uses bare after a preposition (not "hospital", "school", "town", "class", "office", "bed",
 * "market" on "to" or "at"), each with the prepositions it follows.
 */
const PLACE_NOUNS = String.raw`(?<=\bin )village|(?<=\bon )notice board|(?<=\b(?:on|from|in|over|through) )internet|(?<=\b(?:in|around|across|over) )world|(?<=\bin )sky|(?<=\b(?:in|from|on) )website|(?<=\b(?:in|from) )(?:market|library|canteen|mall|kitchen|classroom|park|newspaper)`;
/** The noun ends its phrase: punctuation, a word that opens the next phrase or clause, or a verb. */
const PLACE_END = String.raw`(?![\w'’-])(?=[.,;:!?)]|$| (?:and|or|but|who|which|that|where|when|while|with|for|since|because|so|near|of|in|on|at|from|during|every|today|yesterday|last|as|until|till|called|named|I|we|he|she|they|it|you|is|are|was|were|has|have|had|can|could|will|would|should|must|may|might|gets|got|goes|went|lives|lived|works|worked|studies|studied|wants|needs|learns|grows|becomes|became)\b)`;

/** Fixed patterns: a doubled determiner or verb, "to" where the verb takes none, a missing article in an idiom. */
export const PHRASE_FIXES: PhraseFix[] = [
  {
    // "For the these reasons" → "For these reasons"; "A these problems" → "These problems"
    pattern: /\b(?:the|a|an) (these|those|this|my|your|his|our|their)\b/gi,
    group: 0,
    after: (m) => matchCase(m[0], m[1]),
    rule: 'double-determiner',
    reason: 'One determiner is enough.',
  },
  {
    // "It's is" → "It is"
    pattern: /\b(?:it|that|there|what|he|she)(['’]s)(?= (?:is|was)\b)/gi,
    group: 1,
    after: () => '',
    rule: 'double-verb',
    reason: '"\'s" already means "is": one verb is enough.',
  },
  {
    // "can't to do" → "can't do"; "makes them to understand" → "makes them understand" (not the month: "from
    // May to July")
    pattern:
      /(?<!\b(?:from|in|of|since|till|until|by|during|before|after|mid|early|late|end|next|last|this|\d{1,2}(?:st|nd|rd|th)?) )\b(?:(?:can|could|should|must|would|may|might)(?:n?['’]t)?|cannot|(?:make|makes|made|let|lets) (?:them|him|her|us|me|you|people|students|children|someone)) (to )(?=[a-z]+\b)/gi,
    group: 1,
    after: () => '',
    rule: 'bare-infinitive',
    reason: 'This verb is followed by a verb without "to".',
  },
  {
    // "him self" → "himself", "some thing" → "something", "every one" → "everyone" (not "every one of them")
    pattern:
      /\b(?:(?:my|your|him|her|it) self(?! (?:confidence|esteem|respect|control|discipline|defen[cs]e|image|interest|awareness)\b)|(?:them|your|our) selves|(?:some|any|every) thing|every one(?! of\b)|some times(?= [a-z]+ (?:go|do|feel|think|see|get|have|want|need|play|watch|work|try|make|take)s?\b|[,.])|whole heartedly)\b/gi,
    group: 0,
    after: (m) => m[0].replace(' ', ''),
    rule: 'compound-word',
    reason: 'This is written as one word.',
  },
  {
    // "its not", "its a good idea", "its been", "its really hard", "its important to", "its true.": the short
    // form of "it is/has" ("its" is a possessive and needs a noun: "its very own", "its important role" stay)
    pattern: ITS_CONTRACTION,
    group: 0,
    after: (m) => (m[0][0] === 'I' ? "It's" : "it's"),
    rule: 'its-contraction',
    reason: '"Its" is a possessive; "it\'s" means "it is" or "it has".',
  },
  {
    // "The font is too much short" → "too short": "too much" goes with a noun ("too much sugar"), "too" alone
    // with an adjective that ends its phrase ("too much spicy food" is much food)
    pattern:
      /\btoo much(?= (?:short|long|big|small|late|early|hot|cold|expensive|costly|slow|fast|high|low|difficult|hard|easy|tight|loose|heavy|busy|tired|far|close|old|young|dark|bright|loud|noisy|spicy|sweet|salty|crowded|boring|lengthy|complicated|weak|thin|thick)(?=[.,!?;:]|$| (?:for|to|and|but|now|today|nowadays|these days)\b))/gi,
    group: 0,
    after: (m) => (m[0][0] === 'T' ? 'Too' : 'too'),
    rule: 'too-much-adjective',
    reason: '"Too much" goes with a noun ("too much sugar"); before an adjective it is "too" ("too short").',
  },
  {
    // "I use to play cricket" → "I used to play": the habit of the past is "used to" ("did not use to", "didn't
    // use to" and "does he use to" are right, after "do"; so is "the tools we use to build apps", where the
    // pronoun does not open the clause)
    pattern:
      /(?<!\b(?:did|didn't|didnt|does|do|don't|not|never)\s+(?:\w+\s+)?)(?<=(?:^|[.!?;:,"“(]\s*|\b(?:and|but|when|because|so|where|as|since|while|then)\s+|(?:^|[.!?]\s+)(?:In|During|As|At|Back in|Growing up|Earlier|Years ago|Before|After|When)\b[^,.!?\n]*\s))\b((?:I|we|you|he|she|they)\s+)use(?= to [a-z]+\b)/gim,
    group: 0,
    after: (m) => `${m[1]}used`,
    rule: 'used-to',
    reason: 'A past habit is "used to": "I used to play".',
  },
  {
    // "I play cricket everyday in the evening", "I go there everyday." → "every day": "everyday" is an adjective
    // ("everyday life"); as an adverb it is two words
    pattern:
      /(?<=\b[a-z]+ )everyday(?=[.!?,;]|$| (?:in|at|on|after|before|and|but|so|for|from|to|with|without|since|until|till|when|while)\b)/gim,
    group: 0,
    after: () => 'every day',
    rule: 'every-day',
    reason: '"Everyday" is an adjective ("everyday life"); "every day" means each day.',
  },
  {
    // "Whats the plan", "thats right", "wheres the file": a question word or "that" with "is" lost its apostrophe
    // (none of these is a word of its own)
    pattern:
      /\b(what|that|where|who|there)s(?= (?:the|a|an|my|your|his|her|our|their|this|that|it|up|new|wrong|right|going|happening|fine|ok|okay|all|why|how|not|so|just|really|true)\b)/gi,
    group: 0,
    after: (m) => `${m[1]}'s`,
    rule: 'missing-apostrophe',
    reason: 'The short form of "is" takes an apostrophe: "what\'s", "that\'s".',
  },
  {
    // "I am agree" → "I agree", "she is agree" → "she agrees", "I am not agree" → "I do not agree"
    pattern: /\b(am|is|are|was|were)( not)? (agree|disagree)\b/gi,
    group: 0,
    after: (m) => {
      const be = m[1].toLowerCase();
      const verb = m[3].toLowerCase();
      const past = be === 'was' || be === 'were';
      if (m[2]) return `${past ? 'did' : be === 'is' ? 'does' : 'do'} not ${verb}`;
      return past ? `${verb}d` : be === 'is' ? `${verb}s` : verb;
    },
    rule: 'be-agree',
    reason: '"Agree" is a verb: "I agree", not "I am agree".',
  },
  {
    // "return back", "revert back": the verb already means "back"
    pattern: /(?<=\b(?:(?:return|revert|refund|repay)(?:s|ed|ing)?|repaid)) back\b/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-particle',
    reason: '"Return", "revert", "refund" and "repay" already mean "back".',
  },
  {
    pattern: /(?<=\bcop(?:e|es|ed|ing)) up(?= with\b)/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-particle',
    reason: 'The phrase is "cope with".',
  },
  {
    // "Please tell to sir", "I told to him" → "tell sir", "told him": "tell" takes the person without "to"
    pattern: /(?<=\b(?:tell|tells|told|telling) )to (?=(?:me|him|her|us|them|sir|madam|ma['’]am|mam|[A-Z][a-z]+)\b)/g,
    group: 0,
    after: () => '',
    rule: 'tell-to',
    reason: '"Tell" takes the person directly: "tell him", not "tell to him".',
  },
  {
    // "I have informed to my team lead" → "informed my team lead": "inform" takes the person directly (after its
    // subject or an auxiliary: "it was informed to HR", a passive, would need the sentence rebuilt)
    pattern:
      /(?<=\b(?:I|[Ww]e|[Yy]ou|[Hh]e|[Ss]he|[Tt]hey|I['’]ve|[Ww]e['’]ve|have|has|had|already|also|just|then|and|will|shall|would|should|must|to|[Pp]lease|[Kk]indly|not|never|did|didn['’]t) (?:inform|informs|informed|informing) )to (?=(?:me|him|her|us|them|you|everyone|everybody|all|my|our|his|her|their|your|the (?!best\b|extent\b|point\b)|[A-Z][a-z]+|[A-Z]{2,})\b)/g,
    group: 0,
    after: () => '',
    rule: 'inform-to',
    reason: '"Inform" takes the person directly: "informed my team lead", not "informed to".',
  },
  {
    // "I asked to my manager for leave" → "asked my manager": "ask" takes the person directly ("the question asked
    // to the teacher" is a passive and stays)
    pattern:
      /(?<=\b(?:I|[Ww]e|[Yy]ou|[Hh]e|[Ss]he|[Tt]hey|I['’]ve|[Ww]e['’]ve|have|has|had|already|also|just|then|and|will|shall|would|should|must|to|[Pp]lease|[Kk]indly|not|never|did|didn['’]t) (?:ask|asks|asked|asking) )to (?=(?:my|our|his|her|their|your|the) (?:manager|teacher|boss|sir|madam|mother|father|mom|dad|parents|friend|friends|colleague|colleagues|principal|doctor|lead|team lead|supervisor|mentor|professor|HR|landlord|owner)\b)/g,
    group: 0,
    after: () => '',
    rule: 'ask-to',
    reason: '"Ask" takes the person directly: "asked my manager", not "asked to my manager".',
  },
  {
    // "I am glad to inform that the project is complete" → "inform you that": "inform" needs the person told
    pattern:
      /(?<=\b(?:glad|happy|pleased|sorry|delighted|regret|like|want|wish|writing|write) to inform)(?= that (?:the|our|my|we|I|you|he|she|it|they|there|this|your|his|her|their|all|a|an)\b)/g,
    group: 0,
    after: () => ' you',
    rule: 'inform-to',
    reason: '"Inform" needs the person told: "inform you that".',
  },
  {
    // "Please let me know that whether the meeting is on" → "let me know whether": the question needs no "that"
    // (before "what", "when" … in rules/confusions.ts, which reads what follows)
    pattern:
      /(?<=\b(?:(?:let|lets) (?:me|us) know|(?:tell|tells|told|telling|ask|asks|asked|asking|inform|informed) (?:me|us|him|her|them)) )that (?=whether\b(?! or not\b)[^,;\n]*(?:[.?!]|$))/gim,
    group: 0,
    after: () => '',
    rule: 'that-whether',
    reason: 'A question word ("whether", "what", "when" …) already opens the clause: no "that" before it.',
  },
  {
    // "Thank you for believing on me", "I believe on God" → "believe in"
    pattern:
      /(?<=\b(?:believe|believes|believed|believing) )on(?= (?:me|you|him|her|us|them|myself|yourself|himself|herself|ourselves|yourselves|themselves|God|god|Jesus|Allah|fate|destiny|karma)\b(?! (?:to|that)\b))/g,
    group: 0,
    after: () => 'in',
    rule: 'believe-in',
    reason: 'One believes *in* someone: "believe in me".',
  },
  {
    // "Please submit the report till next Monday", "Submit it till Friday." → "by next Monday": a deadline takes "by"
    // ("wait till Monday" stays; so does a plural object, which may be sent again and again: "send the invoices
    // until Friday"). Verbs that may go on for a while need their object: "prepare a plan till Monday" is a
    // deadline, "I will prepare till Monday" is not
    pattern:
      /(?<=(?:^|\n|[.!?] |\b(?:please|kindly|pls|must|should|will|shall|need to|needs to|have to|has to|asked to|requested to|can you|could you) )(?:(?:submit|send|complete|finish|deliver|return|share|upload|email|mail) (?:(?!(?:and|or|but|then|so|to|on|from|for|every|each|daily|weekly|monthly|regularly|newsletters?|updates|messages|reminders)\b|(?!(?:this|his|its|us|yours|ours|class|address|business|access|progress|status|bus)\b)[a-z]+[^s\s]s\b)[a-z]+ ){0,4}|(?:prepare|update|fill|pay|clear|sign|confirm|book|fix|create|write|draft|renew) (?:(?!(?:and|or|but|then|so|to|on|from|for|every|each|daily|weekly|monthly|regularly|newsletters?|updates|messages|reminders)\b|(?!(?:this|his|its|us|yours|ours|class|address|business|access|progress|status|bus)\b)[a-z]+[^s\s]s\b)[a-z]+ ){1,4}))(?:till|until)(?= (?:(?:next|this|coming|the coming) )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|eod|end of (?:the )?(?:day|week|month))\b(?![,;] *(?:then|after|and then)\b))/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'by'),
    rule: 'deadline-by',
    reason: 'A deadline takes "by": "submit it by Monday" ("till" means the action goes on until then).',
  },
  {
    // "If you have any query, please contact me" → "any queries": "any" in a question or an offer counts many
    pattern:
      /(?<=\b[Yy]ou (?:have|had|got) any )(query|question|doubt|concern|suggestion)(?=[,.?!]|$| (?:regarding|about|related|on|please|kindly|feel|then|do|let|you can|contact)\b)/gm,
    group: 1,
    after: (m) => (m[1] === 'query' ? 'queries' : `${m[1]}s`),
    rule: 'any-plural',
    reason: 'After "have any", a thing one counts is plural: "any queries", "any questions".',
  },
  {
    // "Books are our best friend" → "friends": a plural subject opening the sentence, a plural complement (not
    // "we" or "they", which may be one company or one person: "We are your trusted partner")
    pattern:
      /(?<=(?:\b[Tt]hese|\b[Tt]hose|(?:^|[.!?]\s+)[A-Z][a-z]+[^s'’]s) (?:are|were) (?:our|my|their|your) (?:(?:best|true|real|good|closest|greatest) )?)(friend)(?=[.,!;]|$| (?:and|in|for|because)\b)/gm,
    group: 1,
    after: (m) => `${m[1]}s`,
    rule: 'plural-complement',
    reason: 'A plural subject takes a plural noun after "are": "Books are our best friends".',
  },
  {
    // "Let's discuss on this issue" → "discuss this issue": "discuss" takes its object directly (the noun
    // "a discussion on" is right)
    pattern:
      /(?<=\b(?:discuss|discusses|discussed|discussing) )(?:on|upon) (?=(?:(?:the|this|that|these|those|my|our|your|his|her|their|all|each|every|some|any) (?:(?:main|key|important|following|above|new|same|current|whole) )?(?:issues?|topics?|matters?|subjects?|points?|problems?|plans?|proposals?|ideas?|questions?|agenda|case|cases|project|projects|reports?|budgets?|polic(?:y|ies)|details|strateg(?:y|ies)|options|results|progress|situation|requirements?)\b|(?:how|what|why|whether)\b))/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-particle',
    reason: '"Discuss" takes its object directly: "discuss this issue".',
  },
  {
    // "Many a times I have told him" → "Many a time": "many a" takes a singular noun
    pattern: /(?<=\bmany a )times\b/gi,
    group: 0,
    after: () => 'time',
    rule: 'many-a',
    reason: '"Many a" takes a singular noun: "many a time".',
  },
  {
    // "Today morning I went for a walk", "I met him today evening" → "this morning", "this evening"; "yesterday
    // night" is handled by the checker ("last night"). Only where the phrase is a time of its own: before a
    // pronoun or the end of the clause ("Today morning classes are off" may be a headline and stays)
    pattern:
      /\b(today) (?=(?:morning|afternoon|evening)(?:[.,!?]|$| (?:I|we|he|she|they|you|my|our|only|also|at|because|and|but|so|as|due|when|after|before|till|until)\b))/gim,
    group: 0,
    after: (m) => matchCase(m[1], 'this') + ' ',
    rule: 'this-morning',
    reason: 'The morning of today is "this morning" (and "this evening", "this afternoon").',
  },
  {
    // "Please tell to my mother" → "tell my mother" (after its subject or an auxiliary: "the story was told to my
    // friend" is a passive and stays)
    pattern:
      /(?<=\b(?:I|[Ww]e|[Yy]ou|[Hh]e|[Ss]he|[Tt]hey|I['’]ve|[Ww]e['’]ve|have|has|had|already|also|just|then|and|will|shall|would|should|must|to|[Pp]lease|[Kk]indly|not|never|did|didn['’]t) (?:tell|tells|told|telling) )to (?=(?:my|our|his|her|their|your|the) (?:manager|teacher|boss|mother|father|mom|dad|parents|friend|friends|colleague|colleagues|principal|doctor|team|team lead|supervisor|mentor|professor|HR|landlord|owner|brother|sister|wife|husband|family|class|students)\b)/g,
    group: 0,
    after: () => '',
    rule: 'tell-to',
    reason: '"Tell" takes the person directly: "tell my mother", not "tell to my mother".',
  },
  {
    // "I reached to the station" → "reached the station" ("reach out to" stays)
    pattern:
      /(?<=\b(?:reach|reaches|reached|reaching) )to (?=(?:(?:the|my|our|his|her|their|your) (?:[a-z]+ )?(?:station|airport|office|school|college|hotel|hospital|venue|destination|city|village|house|hostel|campus|party|meeting|market|mall|temple|hall|shop|clinic|bank|stadium|theatre|theater|terminal|stop|place|spot|site|airport)|office|school|college|hostel|class)\b)/gi,
    group: 0,
    after: () => '',
    rule: 'reach-to',
    reason: '"Reach" takes the place directly: "reached the station".',
  },
  {
    // "He entered into the room" → "entered the room" ("entered into an agreement" stays)
    pattern:
      /(?<=\b(?:enter|enters|entered|entering) )into (?=(?:the|a|an|my|our|his|her|their|your) (?:[a-z]+ )?(?:room|house|hall|classroom|class|building|office|premises|campus|temple|kitchen|shop|store|hotel|restaurant|car|bus|train|station|stadium|auditorium|cabin|lab|laboratory|library|bank|hospital|compound|home|flat|apartment)\b)/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-particle',
    reason: 'You enter a place: "entered the room" ("enter into" is for agreements and talks).',
  },
  {
    // "She mentioned about the policy" → "mentioned the policy" (the noun "a brief mention about" stays)
    pattern:
      /(?<=\b(?:mention|mentions|mentioned|mentioning) )(?<!\b(?:a|an|the|no|any|brief|special|passing|honourable|honorable) mentions? )about (?=[a-z])/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-particle',
    reason: '"Mention" takes its object directly: "mentioned the policy".',
  },
  {
    // "Let's we go" → "Let's go": "let's" already says "us"
    pattern: /(?<=\blet['’]s) we(?= [a-z]+\b)/gi,
    group: 0,
    after: () => '',
    rule: 'lets-we',
    reason: '"Let\'s" already means "let us": "let\'s go".',
  },
  {
    // "We should not repeat again the mistake" → "repeat the mistake" ("again and again" stays)
    pattern: /(?<=\brepeat(?:s|ed|ing)?) again\b(?! and again\b)/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-particle',
    reason: '"Repeat" already means "do again".',
  },
  {
    // "I am very exited to join", "so exited about" → "excited" ("the loop exited early" stays)
    pattern:
      /(?<=\b(?:(?:am|is|are|was|were|be|been|being|feel|feeling|felt|get|got|getting)(?: (?:so|very|really|too|super|quite|extremely)(?: much)?)?|so|very|really|super|extremely|much) )exited(?= (?:to [a-z]+|about|for|that)\b|[!.,]|$)/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'excited'),
    rule: 'excited',
    reason: '"Excited" is the feeling; "exited" means "went out".',
  },
  {
    // "I prefer tea than coffee" → "prefer tea to coffee"
    pattern: /(?<=\bprefer(?:s|red|ring)? (?:(?!to\b|rather\b)[a-z]+ ){1,2})than(?= (?!to\b)[a-z]+)/gi,
    group: 0,
    after: () => 'to',
    rule: 'prefer-to',
    reason: 'After "prefer", the comparison takes "to": "prefer tea to coffee".',
  },
  {
    // "The news are shocking" → "The news is shocking": "news" is singular
    pattern:
      /(?<=\b(?:the|this|that|good|bad|sad|great|latest|breaking|fake|local|big|same|such|shocking|happy) news )(are|were)\b/gi,
    group: 1,
    after: (m) => (m[1].toLowerCase() === 'are' ? 'is' : 'was'),
    rule: 'news-is',
    reason: '"News" is singular: "the news is".',
  },
  {
    // "He gave me a good advice" → "good advice": these nouns take no "a" ("a feedback loop" stays)
    pattern:
      /\b(an?) (?:(very|really|good|great|small|little|useful|valuable|wrong|correct|important|new|some|proper|detailed|honest|positive|negative|quick|bad|nice|sound|free|latest|further|additional|extra|wise) )?(advice|information|furniture|luggage|baggage|equipment|homework|feedback|news)(?=[.,!?;:]|$| (?:on|about|from|for|to|regarding|and|that|which|is|was|in|of|at|with|by|but|or|so)\b)/gi,
    group: 0,
    after: (m) => {
      const rest = m[0].slice(m[1].length + 1);
      return /^[A-Z]/.test(m[1]) ? rest[0].toUpperCase() + rest.slice(1) : rest;
    },
    rule: 'uncountable-article',
    reason: 'This noun has no plural and takes no "a": "good advice", "some information".',
  },
  {
    // "Where you are going?" → "Where are you going?": a question puts the verb before the subject
    pattern:
      /(?<=(?:^|[.!?]\s+|\n))(Where|What|Why|When|How|Whom) (you|we|they|he|she|it|I) (are|is|am|was|were|can|could|will|would|should|shall|must|(?:do|does|did|can|could|wo|would|should|have|has|is|are|was|were)n['’]t) (?=[a-z][^?.!,:;—–\n]*\?)/gm,
    group: 0,
    after: (m) => `${m[1]} ${m[3]} ${m[2]} `,
    rule: 'question-order',
    reason: 'A question puts the verb before the subject: "Where are you going?"',
  },
  {
    // "I am used to wake up early" → "used to waking up": "be used to" (accustomed) takes an -ing form
    // ("it is used to wake the device" is a passive of "use" and stays: a person subject only)
    pattern:
      /(?<=\b(?:I am|I'm|we are|we're|you are|you're|they are|they're|he is|he's|she is|she's|I was|we were|they were|he was|she was|you were) (?:(?:so|very|quite|not|now|already|really|completely|totally) )?used to )([a-z]+)\b/gi,
    group: 1,
    after: (m) => gerundOf(m[1].toLowerCase()) ?? m[1],
    rule: 'used-to-ing',
    reason: '"Be used to" (accustomed to) takes an -ing form: "I am used to waking up early".',
  },
  {
    // "absent from two days", "working here from 5 years" → "for": a length of time takes "for"
    pattern:
      /(?<=\b(?:is|are|am|was|were|been|be|absent|here|there|working|living|staying|waiting|studying|sick|ill|unwell|closed|pending) )from(?= (?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|few|a few|the last \w+) (?:hours?|days?|weeks?|months?|years?)\b(?! (?:ago|to|till|until|back|old|of|onwards|and above|before|after|from|earlier|later)\b))/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'for'),
    rule: 'since-for',
    reason: 'A length of time takes "for": "for two days" ("from" needs a starting point).',
  },
  {
    // "I am interested to join" → "interested in joining" ("interested to know/hear/see" stays)
    pattern:
      /(?<=\binterested )to ([a-z]+)\b(?<!\bto (?:know|hear|see|learn|read|find|understand|note|watch|discover|meet|talk|speak|listen|get))/gi,
    group: 0,
    after: (m) => {
      const ing = gerundOf(m[1].toLowerCase());
      return ing ? `in ${ing}` : m[0];
    },
    rule: 'interested-in',
    reason: '"Interested" takes "in" and an -ing form: "interested in joining".',
  },
  {
    // "He is married with my cousin", "married with a doctor" → "married to" ("married with two kids", "married with a
    // child" stay)
    pattern:
      /(?<=\b(?:is|am|are|was|were|be|been|being|get|got|getting) married )with(?= (?:my|his|her|your|our|their) (?:cousin|friend|sister|brother|daughter|son|colleague|classmate|neighbour|neighbor|boss)\b| (?:a|an) (?:(?:rich|young|famous|good|nice|wealthy|local|foreign) )?(?:doctor|engineer|teacher|lawyer|businessman|businesswoman|nurse|pilot|soldier|officer|banker|farmer|actor|actress|professor|foreigner|man|woman|girl|boy|guy|software engineer)\b(?![-'’])| [A-Z][a-z]+\b| (?:him|her)(?:[.,!?]|$| (?:last|in|on|at|after|before|when|because|but|yesterday|today|recently|two|three|five|ten|many|several|a few)\b))/gm,
    group: 0,
    after: () => 'to',
    rule: 'married-to',
    reason: 'You are married *to* someone ("married with" goes with children).',
  },
  {
    // "I will meet you at the evening" → "in the evening"
    pattern:
      /\bat(?= the (?:morning|evening|afternoon)\b(?! (?:of|before|after|session|show|shift|class|prayer|prayers|walk|news|meeting)\b))/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'in'),
    rule: 'time-preposition',
    reason: 'Parts of the day take "in": "in the evening".',
  },
  {
    // "The meeting is on 5 pm" → "at 5 pm": a clock time takes "at"
    pattern: /\bon(?= \d{1,2}(?:[:.]\d{2})? ?(?:am|pm|a\.m\.|p\.m\.|o['’]clock)(?![\w-]))/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'at'),
    rule: 'time-preposition',
    reason: 'A clock time takes "at": "at 5 pm".',
  },
  {
    // "I was born on 1995" → "in 1995": a year takes "in"
    pattern:
      /(?<=\b(?:born|married|joined|started|founded|established|graduated|died|built|released|launched|retired|shifted|moved) )on(?= (?:19|20)\d\d(?![\d/-]))/gi,
    group: 0,
    after: () => 'in',
    rule: 'time-preposition',
    reason: 'A year takes "in": "born in 1995".',
  },
  {
    // "I want to go to abroad" → "go abroad": "abroad" needs no "to"
    pattern:
      /(?<=\b(?:go|goes|going|gone|went|travel|travels|travelled|traveled|travelling|traveling|move|moved|moving|fly|flew|settle|settled|shift|shifted|sent|send) )to (?=abroad\b)/gi,
    group: 0,
    after: () => '',
    rule: 'go-home',
    reason: '"Abroad" needs no "to": "go abroad".',
  },
  {
    // "I seen that movie" → "I saw": "seen" needs "have" before it
    pattern:
      /(?<=(?:^|[.!?,;]\s*|\b(?:and|but|so|then|because|when|if)\s)(?:I|[Ww]e|[Tt]hey|[Yy]ou|[Hh]e|[Ss]he) )seen(?= (?:the|that|this|a|an|it|him|her|them|my|your|his|their|our|those|these)\b)/gm,
    group: 0,
    after: () => 'saw',
    rule: 'seen-saw',
    reason: '"Seen" needs "have" ("I have seen"); on its own the past is "saw".',
  },
  {
    // "He said me to wait" → "He told me to wait": "say" does not take the person told
    pattern: /\b(say|says|said|saying)(?= (?:me|him|her|us|them) to [a-z]+)/gi,
    group: 0,
    after: (m) =>
      matchCase(m[0], { say: 'tell', says: 'tells', said: 'told', saying: 'telling' }[m[1].toLowerCase()] ?? m[1]),
    rule: 'said-told',
    reason: '"Tell" takes the person told: "He told me to wait" ("say" does not: "He said to wait").',
  },
  {
    // "We enjoyed a lot at the party" → "We enjoyed ourselves a lot": "enjoy" needs an object
    pattern:
      /\b(I|we|they|you|he|she) (enjoy|enjoyed)(?= (?:a lot|very much|so much|too much|a great deal)\b(?! of\b))/gi,
    group: 2,
    after: (m) => {
      const self = {
        i: 'myself',
        we: 'ourselves',
        they: 'themselves',
        you: 'yourselves',
        he: 'himself',
        she: 'herself',
      };
      return `${m[2]} ${self[m[1].toLowerCase() as keyof typeof self]}`;
    },
    rule: 'enjoy-object',
    reason: '"Enjoy" needs an object: "we enjoyed ourselves a lot" (or "we enjoyed it a lot").',
  },
  {
    // "I have send the file", "it was send yesterday" → "sent": after "have" or a passive "was" the participle
    pattern: new RegExp(
      String.raw`(?<=\b(?:have|has|had|having|was|were|been|being|I've|we've|you've|they've)(?: (?:already|just|not|never|also|successfully|recently|finally))? )(${PARTICIPLE_BASES})\b(?![-'’])`,
      'g',
    ),
    group: 1,
    // "recovery was complete by noon": after a form of "be", "complete" is the adjective
    after: (m) =>
      m[1] === 'complete' && /\b(?:was|were|been|being)(?: [a-z]+)? $/i.test(m.input.slice(0, m.index))
        ? m[1]
        : PARTICIPLES[m[1]],
    rule: 'perfect-participle',
    reason: 'After "have" or "was", the verb takes its past participle: "I have sent", "it was sent".',
  },
  {
    // "Can you share me the file?" → "share the file with me"
    pattern:
      /\b(share|shares|shared|sharing) (me|us|him|her|them) ((?:the|your|this|that|these|those|a|an|my|his|her|our|their) (?:[a-z]+ ){0,2}?[a-z]+)(?=[.,?!]|$| (?:by|before|on|at|today|tomorrow|asap|when|once|so|please|if)\b)/gim,
    group: 0,
    after: (m) => `${m[1]} ${m[3]} with ${m[2]}`,
    rule: 'share-with',
    reason: 'You share something *with* someone: "share the file with me".',
  },
  {
    // "Thank you for you help" → "your help"
    pattern:
      /(?<=\b(?:for|with|of|about|to) )you(?= (?:help|support|time|kindness|cooperation|co-operation|reply|response|guidance|patience|understanding|feedback|efforts|hospitality|advice|answer|message|mail|email|letter|order|request|application|consideration)\b)/g,
    group: 0,
    after: () => 'your',
    rule: 'your-you',
    reason: '"Your" is the possessive: "thank you for your help".',
  },
  {
    // "explain me the rule" → "explain to me the rule"
    pattern: /\b(?<=explain(?:s|ed|ing)? )(?=(?:me|us)\b(?! to\b))/gi,
    group: 0,
    after: () => 'to ',
    rule: 'explain-to',
    reason: 'You explain something *to* someone.',
  },
  {
    pattern: /\bthanks god\b/gi,
    group: 0,
    after: (m) => (m[0][0] === 'T' ? 'Thank God' : 'thank God'),
    rule: 'idiom',
    reason: 'The phrase is "Thank God".',
  },
  {
    pattern: /\b(?<=points? of )views\b/gi,
    group: 0,
    after: () => 'view',
    rule: 'idiom',
    reason: 'The idiom is "point of view".',
  },
  {
    pattern: /\bnow a ?days\b/gi,
    group: 0,
    after: (m) => (m[0][0] === 'N' ? 'Nowadays' : 'nowadays'),
    rule: 'compound-word',
    reason: '"Nowadays" is one word.',
  },
  {
    // "He can able to solve it" → "He can solve it"
    pattern: /(?<=\b(?:can|could|cannot|can['’]t|couldn['’]t)(?: not)? )able to (?=[a-z])/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-modal',
    reason: '"Can" already means "be able to": "can solve".',
  },
  {
    // "He told that he will come" → "He said that …": "tell" needs the person told ("told me that")
    // (a name too: "Ramesh told that"); "that" must open a clause: "the story he told that night" stays
    pattern:
      /(?<=\b(?:I|[Yy]ou|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|[A-Z][a-z]+) )told(?= that (?:I|you|we|they|he|she|it|there|this|the|a|an|his|her|my|our|their|your|[A-Z][a-z]+)\b)/g,
    group: 0,
    after: () => 'said',
    rule: 'said-told',
    reason: '"Tell" needs the person told ("told me that"); without one, the verb is "said".',
  },
  {
    // "I went to home" → "I went home"
    pattern:
      /(?<=\b(?:go|goes|going|gone|went|come|comes|coming|came|get|gets|got|getting|reach|reached|reaching|return|returned|returning|head|headed|back) )to (?=home\b(?! (?:page|screen|loan|ministry|minister|office|team|town|ground|country|state)\b))/gi,
    group: 0,
    after: () => '',
    rule: 'go-home',
    reason: '"Home" needs no "to" after a verb of going: "went home".',
  },
  {
    // "Can you tell me were the station is?" → "where"
    pattern:
      /(?<=\b(?:know|knows|knew|tell me|tell us|show me|show us|ask|asked|wonder|wondering|find out|idea|sure|decide) )were(?= (?:the|my|your|his|her|our|their|this|that|you|I|we|they|he|she|it)\b)/g,
    group: 0,
    after: () => 'where',
    rule: 'were-where',
    reason: '"Where" asks about a place; "were" is the past of "are".',
  },
  {
    // "My all friends" → "All my friends"
    pattern: /\b(my|your|his|her|our|their) all\b(?= [a-z])/gi,
    group: 0,
    after: (m) => matchCase(m[0], `all ${m[1].toLowerCase()}`),
    rule: 'all-my',
    reason: '"All" comes before "my": "all my friends".',
  },
  {
    // "Please borrow me your pen" → "lend me"
    pattern: /\bborrow(?= (?:me|us|him|her|them) )/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'lend'),
    rule: 'lend-borrow',
    reason: 'You *lend* something to someone and *borrow* it from them.',
  },
  {
    // "between you and I" → "between you and me": after a preposition, the object form
    pattern: /\b(?:between|for|with|from|like|against|among|without|except|behind) you and (I)\b(?!['’])/gi,
    group: 1,
    after: () => 'me',
    rule: 'you-and-me',
    reason: 'After a preposition ("between", "for", "with" …), say "you and me".',
  },
  {
    // "He is elder than me" → "older than me": "elder" is not used with "than"
    pattern: /\b(elder)(?= than\b)/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'older'),
    rule: 'older-than',
    reason: '"Elder" is not used with "than": "older than".',
  },
  {
    // "the reason of your absence" → "the reason for" (not "by reason of", a fixed phrase)
    pattern:
      /(?<!\bby )\b(?:the|a|any|no|main|real|only) reasons? (of)(?= (?:your|his|her|my|our|their|this|that|the|these|those|such)\b)/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'for'),
    rule: 'reason-for',
    reason: '"Reason" takes "for": "the reason for your absence".',
  },
  {
    // "She is senior than me" → "senior to me"
    pattern: /(?<=\b(?:senior|junior|superior|inferior|prior|preferable) )than\b/gi,
    group: 0,
    after: () => 'to',
    rule: 'senior-to',
    reason: '"Senior", "junior", "superior" and "prior" take "to", not "than".',
  },
  {
    // "This road is very much crowded" → "very crowded"
    pattern:
      /(?<=\b(?:is|are|was|were|am|be|been|feel|feels|felt|feeling|looks|looked|looking|seems|seemed|became|become|get|got|getting) very) much(?= (?:crowded|tired|happy|talented|intelligent|smart|clever|hardworking|lucky|thankful|grateful|beautiful|sad|busy|worried|excited|interested|bored|confused|upset|angry|pleased|satisfied|disappointed|surprised|scared|afraid|nervous|important|necessary|useful|helpful|difficult|easy|good|bad|beautiful|expensive|cheap|hot|cold|late|early)\b)/gi,
    group: 0,
    after: () => '',
    rule: 'very-much',
    reason: '"Very" alone goes before an adjective: "very crowded".',
  },
  {
    // "The weather is hot in these days" → "these days"
    pattern: /\bin (?=these days\b)/gi,
    group: 0,
    after: () => '',
    rule: 'these-days',
    reason: '"These days" needs no "in".',
  },
  {
    // "Cant wait", "cant find it" → "can't" (before a bare verb; "cant" alone is a word for jargon)
    pattern:
      /\b([Cc]ant)(?= (?:wait|go|come|do|be|get|find|believe|stop|make|see|say|hear|help|afford|understand|remember|sleep|imagine|tell|log|access|open|attend|join|reach|send|pay|miss)\b)/g,
    group: 1,
    after: (m) => matchCase(m[1], "can't"),
    rule: 'missing-apostrophe',
    reason: '"Can\'t" (cannot) needs its apostrophe.',
  },
  {
    // "the chicken was little dry", "I am little tired" → "a little": "little" alone before an adjective means
    // "not much", which the writer did not mean
    pattern:
      /\b(?:is|was|are|were|am|be|been|feels?|felt|looks?|looked|seems?|seemed) (little)(?= (?:dry|late|early|tired|cold|hot|spicy|salty|sweet|slow|fast|expensive|costly|loud|small|big|long|short|busy|nervous|worried|upset|sad|confused|difficult|hard|tight|loose|weak|heavy|sick|unwell|bland|oily|soggy|stale|crowded|noisy|delayed)\b)/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'a little'),
    rule: 'a-little',
    reason: '"A little" means "somewhat": "a little dry" ("little dry" would mean "hardly dry").',
  },
  {
    // "one and half days" → "one and a half days"
    pattern: /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+) and (half)(?= [a-z])/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'a half'),
    rule: 'and-a-half',
    reason: '"And a half" takes its "a": "one and a half days".',
  },
  {
    // "one and a half hour" → "hours": more than one
    pattern:
      /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+) and a half (hour|day|week|month|year|minute|kilo|kilogram|litre|liter|cup|spoon|teaspoon|tablespoon|glass|metre|meter|kilometre|kilometer)\b(?!['’-])/gi,
    group: 1,
    after: (m) => `${m[1]}s`,
    rule: 'and-a-half-plural',
    reason: 'More than one: the noun after "and a half" is plural ("one and a half hours").',
  },
  {
    // "My grandfather, who worked there for 30 years, use to take me" → "used to"
    pattern: /(?<=\bwho\b[^.,\n]*, )(use)(?= to [a-z]+)/g,
    group: 1,
    after: () => 'used',
    rule: 'used-to',
    reason: 'A past habit is "used to" ("my grandfather used to take me").',
  },
  {
    // "participated on the quiz", "participate on behalf of" stays
    pattern: /\bparticipat(?:e|es|ed|ing) (on)(?! behalf)(?= (?:the|a|an|this|that|our|their|his|her|my|your) )/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'in'),
    rule: 'participate-in',
    reason: 'One participates in an event.',
  },
  {
    // "I would like to request for a transfer", "we request for your help" → "request a transfer" (the verb takes
    // its object; the noun keeps "for": "a request for leave")
    pattern:
      /(?<=\b(?:to|I|we|kindly|please|humbly|they|he|she|would like to|want to|wish to) )(request(?:ed|s)?) (for )(?=(?:a|an|the|your|his|her|their|my|our|some) )/gi,
    group: 2,
    after: () => '',
    rule: 'request-object',
    reason: 'The verb "request" takes its object directly: "request a transfer" (the noun keeps "for").',
  },
  {
    // "the new phone works good", "the engine runs good now" → "well": after a verb of doing, the adverb (not
    // after a verb of seeming: "looks good", "sounds good", "tastes good")
    pattern:
      /\b(?:works?|worked|working|runs?|ran|running|performs?|performed|performing|functions?|functioned|plays?|played|sings?|sang|cooks?|cooked|drives?|drove|speaks?|spoke|behaves?|behaved) (?:(?:really|very|so|pretty|quite) )?(good)(?=[.,!?;]|$| (?:and|but|now|too|for|with|on|in|after|since|so|though|today|again|overall|enough)\b)/gim,
    group: 1,
    after: (m) => matchCase(m[1], 'well'),
    rule: 'good-well',
    reason: 'After a verb of doing, the adverb is "well" ("good" describes a thing: "it looks good").',
  },
  {
    // "Squeeze half lemon", "add half cup of milk", "wait for half hour" → "half a lemon", "half an hour"
    pattern:
      /(?<=\b(?:squeeze|squeezed|add|added|cut|take|took|use|used|mix|chop|slice|in|with|of|about|only|just|for|after|within|than|eat|ate|drink|drank|need|needs|needed) )half(?= (?:lemon|lime|onion|tomato|potato|cup|glass|spoon|teaspoon|tablespoon|kilo|kilogram|litre|liter|loaf|apple|banana|orange|cucumber|coconut|carrot|hour|inch)\b)/gi,
    group: 0,
    after: (m) =>
      `${m[0]} ${/^ (?:onion|orange|apple|hour|inch)\b/i.test(m.input.slice(m.index + m[0].length)) ? 'an' : 'a'}`,
    rule: 'half-a',
    reason: '"Half" takes "a" before one thing: "half a lemon", "half an hour".',
  },
  {
    // "absent in the meeting", "absent in yesterday's class" → "absent from" (not "absent in most patients")
    pattern:
      /\babsent (in)(?= (?:(?:the|today's|yesterday's|tomorrow's|my|his|her|our|their|this|that|last|every) )?(?:\w+ )?(?:class|classes|meeting|meetings|lecture|lectures|exam|exams|school|office|college|session|practice|training|rehearsal|hearing|function|ceremony|test|assembly|workshop|duty)\b)/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'from'),
    rule: 'absent-from',
    reason: 'One is absent from a class or a meeting.',
  },
  {
    // "I failed in the driving test", "she failed in her exam" → "failed the test" (not "failed in his attempt")
    pattern:
      /\b(?:fail|fails|failed|failing) (in )(?=(?:the|my|his|her|their|our|this|that|an?) (?:[a-z]+ )?(?:test|exam|examination|interview)\b)/gi,
    group: 1,
    after: () => '',
    rule: 'fail-object',
    reason: '"Fail" takes the test as its object: "failed the test".',
  },
  {
    // "She worked on it since last six months" → "for the last six months"
    pattern:
      /\bsince last (?=(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|few|several|many|couple of) (?:days|weeks|months|years|decades)\b)/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'for the last '),
    rule: 'since-for',
    reason: 'A length of time takes "for": "for the last six months" ("since" goes with a point in time).',
  },
  {
    // "I have been living here since 2 years" → "for 2 years": a length of time takes "for" ("since 2 years ago"
    // and "since two years back" are other slips and stay)
    pattern:
      /\bsince(?= (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|few|several|many|a couple of) (?:minutes|mins|hours|hrs|days|weeks|months|years|decades)\b(?! (?:ago|back|before|earlier)\b))/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'for'),
    rule: 'since-for',
    reason: 'A length of time takes "for": "for two years" ("since" goes with a point in time).',
  },
  {
    // "Please reply me soon" → "reply to me"; "I am waiting your reply" → "waiting for your reply"
    pattern:
      /\b(repl(?:y|ies|ied|ying)) (?=(?:me|him|her|us|them)\b)|\b(wait(?:ing|ed|s)?) (?=(?:your|his|her|their|our) (?:reply|response|answer|call|message|mail|email|confirmation|approval|feedback)\b)/gi,
    group: 0,
    after: (m) => (m[1] ? `${m[1]} to ` : `${m[2]} for `),
    rule: 'preposition-verb',
    reason: 'This verb takes a preposition before its object: "reply to me", "wait for your reply".',
  },
  {
    // "I am doing job in Pune", "not getting job according to" → "a job": one job takes "a" ("job satisfaction",
    // "get the job done" stay)
    pattern:
      /(?<=\b(?:doing|get|gets|got|getting|find|finding|found|need|needs|needed|want|wants|wanted|searching for|looking for|apply for|applied for|applying for) )(?=job(?:[.,!?;]|$| (?:in|at|with|for|since|and|as|because|so|after|but|there|here|soon|now|according)\b))/gi,
    group: 0,
    after: () => 'a ',
    rule: 'article-job',
    reason: 'One job takes "a": "doing a job", "getting a job".',
  },
  {
    // "I have a one question" → "one question": "one" already counts it ("a one-time fee", "a one in a million
    // chance" stay)
    pattern:
      /\b(a) (one) (?=(?:question|doubt|query|request|suggestion|thing)(?:[.,;:!?]|$| (?:for|about|to|regarding|on|and|that|which|is|in|from)\b))/gi,
    group: 0,
    after: (m) => `${matchCase(m[1], m[2])} `,
    rule: 'double-determiner',
    reason: '"One" already counts the noun: "one question".',
  },
  {
    // "He has very less knowledge", "very less people came" → "very little knowledge", "very few people": "less"
    // is the comparative; an amount is "little", a number "few"
    pattern:
      /\b(very|too|so) less(?= (?:(knowledge|time|money|information|interest|experience|water|food|space|attention|effort|patience|sleep|rain|traffic|salary|income|support|progress|work|scope|demand|response)|people|students|marks|options|chances|jobs|friends|opportunities|members|customers|seats|days|hours|questions|mistakes)\b)/gi,
    group: 0,
    after: (m) => `${m[1]} ${m[2] ? 'little' : 'few'}`,
    rule: 'few-little',
    reason: 'An amount is "little" and a number "few": "very little time", "very few people".',
  },
  {
    // "He explained about the plan" → "explained the plan": "explain" takes its object directly ("an
    // explanation about" is right)
    pattern:
      /(?<=\b(?:explain|explains|explained|explaining) )about (?=(?:the|this|that|these|those|my|our|your|his|her|their|it|its)\b)/gi,
    group: 0,
    after: () => '',
    rule: 'explain-about',
    reason: '"Explain" takes its object directly: "explain the plan".',
  },
  {
    // "Who's book is this?" → "Whose book"
    pattern:
      /\bwho['’]s(?= (?:book|bag|pen|phone|car|idea|turn|fault|job|house|money|laptop|number|name|side|responsibility|decision) (?:is|was|are|were)\b)/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'whose'),
    rule: 'whose',
    reason: '"Whose" asks who owns something; "who\'s" is "who is".',
  },
  {
    // "My answer is same as yours", "at same time" → "the same"
    pattern:
      /(?<=\b(?:is|are|was|were|be|been|not|exactly|almost|just|remain|remains|remained|look|looks|looked|stay|stays|stayed|at|in|on|of|from|with|for) )(?=same\b(?!-))/gi,
    group: 0,
    after: () => 'the ',
    rule: 'article-idiom',
    reason: '"Same" takes "the": "the same as".',
  },
  {
    // "one of best players" → "one of the best players"
    pattern: new RegExp(String.raw`(?<=\bone of )(?=(?:${SUPERLATIVES}|most|least) )`, 'gi'),
    group: 0,
    after: () => 'the ',
    rule: 'article-idiom',
    reason: 'A superlative takes "the": "one of the best".',
  },
  {
    // "She is best student in the class" → "the best student"
    pattern: new RegExp(
      String.raw`(?<=\b(?:is|are|was|were|am) )(?=(?:${SUPERLATIVES}) (?!of\b|at\b|for\b|to\b|in\b|when\b|if\b|and\b|or\b|but\b)[a-z]{3,})`,
      'gi',
    ),
    group: 0,
    after: () => 'the ',
    rule: 'article-idiom',
    reason: 'A superlative before a noun takes "the": "the best student".',
  },
  {
    // "He is most smartest boy in class" → "the smartest boy": a double superlative without its "the"
    pattern: new RegExp(
      String.raw`(?<=\b(?:is|are|was|were|am) )most ((?:${SUPERLATIVES}) (?!of\b|at\b|for\b|to\b|in\b|when\b|if\b|and\b|or\b|but\b)[a-z]{3,})`,
      'gi',
    ),
    group: 0,
    after: (m) => `${matchCase(m[0], 'the')} ${m[1]}`,
    rule: 'article-idiom',
    reason: 'A superlative takes "the" and no "most": "the smartest boy".',
  },
  {
    // "I will come in evening" → "in the evening"
    pattern: /(?<=\bin )(?=(?:morning|evening|afternoon)\b)/gi,
    group: 0,
    after: () => 'the ',
    rule: 'article-idiom',
    reason: 'The phrase is "in the morning" (or evening, afternoon).',
  },
  {
    // "I waited whole day" → "the whole day"
    pattern:
      /(?<=\b(?:for|during|throughout|waited|worked|slept|studied|stayed|played|spent|cried|rained|talked) )(?=whole (?:day|night|week|month|year|morning|evening|afternoon)\b)/gi,
    group: 0,
    after: () => 'the ',
    rule: 'article-idiom',
    reason: '"Whole" after a verb or "for" takes "the": "the whole day".',
  },
  {
    pattern: /(?<=\b(?:for|in) )(?=long time\b)/gi,
    group: 0,
    after: () => 'a ',
    rule: 'article-idiom',
    reason: 'The idiom is "for a long time".',
  },
  {
    // "on other hand" → "on the other hand"
    pattern: /(?<=\b[Oo]n )(?=other hand\b)/g,
    group: 0,
    after: () => 'the ',
    rule: 'article-idiom',
    reason: 'The idiom is "on the other hand".',
  },
  {
    // "at end of the month", "by end of the day", "in beginning of the year" → "the end", "the beginning" (not
    // "from beginning to end", an idiom without articles)
    pattern:
      /(?<=\b(?:[Aa]t|[Bb]y|[Tt]ill|[Uu]ntil|[Tt]owards|[Bb]efore|[Nn]ear|[Ii]n) )(?=(?:end|beginning|start|middle) of\b)/g,
    group: 0,
    after: () => 'the ',
    rule: 'article-idiom',
    reason: 'A part of a period takes "the": "at the end of", "in the beginning of".',
  },
  {
    // "for rest of the day", "majority of people agree" → "the rest", "the majority"
    pattern:
      /(?<=\b(?:for|in|of|to|with|from|during|throughout|spend|spent|enjoy|enjoyed|that|as|is|are|was|were|but|and|while|because) )(?=(?:rest|majority) of\b)/g,
    group: 0,
    after: () => 'the ',
    rule: 'article-idiom',
    reason: '"Rest" and "majority" of a group take "the": "the rest of", "the majority of".',
  },
  {
    // "Majority of people agree", "Rest of the team left" → "The majority of", "The rest of" at a sentence start
    pattern:
      /(?:^|(?<=[.!?][ \t]+|\n[ \t]*))(Majority|Rest)(?= of (?:the |my |our |us|them|people|students|voters|members)\b)/gm,
    group: 1,
    after: (m) => `The ${m[1].toLowerCase()}`,
    rule: 'article-idiom',
    reason: '"Rest" and "majority" of a group take "the": "The majority of".',
  },
  {
    // "There is no any problem" → "no problem": "no" already says "not any"
    pattern: /\b(no any)(?= [a-z])/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'no'),
    rule: 'no-any',
    reason: '"No" already means "not any": "no problem" (or "not any problem").',
  },
  {
    // "I want to go for a shopping" → "go shopping"
    pattern: /\b((?:go|goes|went|going|gone) )for (?:a )?(shopping|swimming|jogging|fishing|trekking|sightseeing)\b/gi,
    group: 0,
    after: (m) => `${m[1]}${m[2]}`,
    rule: 'go-shopping',
    reason: 'Activities in -ing follow "go" directly: "go shopping".',
  },
  {
    // "I have few questions" → "I have a few questions": what the writer has, asks or shares is some, not "hardly any"
    pattern:
      /(?<=\b(?:I|[Ww]e) (?:have|had|got|have got) )(?=few (?:more )?(?:questions|doubts|queries|suggestions|comments|requests|updates|points to)\b)/g,
    group: 0,
    after: () => 'a ',
    rule: 'a-few',
    reason: '"A few" means some; "few" alone means hardly any: "a few questions".',
  },
  {
    // "My roommate name is Tanvi" → "My roommate's name is Tanvi": the name belongs to the person
    pattern:
      /(?<=\b(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Yy]our|[Tt]heir) )(?:roommate|friend|brother|sister|mother|father|mom|dad|son|daughter|uncle|aunt|cousin|wife|husband|teacher|boss|manager|neighbour|neighbor|colleague|classmate|landlord|boyfriend|girlfriend)(?= (?:name|birthday|number|phone number|email|address) (?:is|was)\b)/g,
    group: 0,
    after: (m) => `${m[0]}'s`,
    rule: 'possessive-noun',
    reason: `The name belongs to the person: the possessive "'s" ("my friend's name").`,
  },
  {
    // "the school will remain close on Monday" → "closed": shut, not near (before a day or "till", "due to")
    pattern:
      /(?<=\b(?:remain|remains|remained) )close(?= (?:on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d)|till|until|today|tomorrow|due to)\b)/gi,
    group: 0,
    after: () => 'closed',
    rule: 'closed',
    reason: 'Shut is "closed": "remain closed on Monday".',
  },
  {
    // "He is suffering from high fever", "I have bad cold", "she had severe headache" → "a high fever", "a bad
    // cold": an illness with an adjective is one bout of it. Bare "cold", "cough" and "headache" after a person
    // who has them take "a" too ("I have headache."); bare "fever" is Indian English ("I have fever") and stays,
    // as do "caught cold" (an idiom), plurals and a noun after the illness ("high fever cases", "cold drinks")
    pattern: new RegExp(
      String.raw`(?<=\b(?:(?:suffering|suffered|suffers|suffer) from|(?:I|[Hh]e|[Ss]he|[Yy]ou|[Mm]y (?:son|daughter|father|mother|wife|husband|brother|sister|child|kid|baby)|(?!(?:They|We|People|Children|Many|Some|Most|All|Both|These|Those)\b)[A-Z][a-z]+(?<!s)) (?:have|has|had|got|developed|(?:am|is|was) having)) )` +
        String.raw`(?=(?:(?:high|mild|slight|bad|severe|terrible|heavy|dry|persistent|splitting|low-grade) (?:fever|cold|cough|headache)|sore throat|${ILLNESS_BARE})${ILLNESS_END})`,
      'g',
    ),
    group: 0,
    after: () => 'a ',
    rule: 'article-illness',
    reason: 'One bout of an illness takes "a": "a high fever", "a bad cold", "a headache".',
  },
  {
    // "a girl in village", "on notice board", "news on internet" → "in a village", "on the notice board", "on the
    // internet": a singular noun after a preposition takes an article. Only nouns no dialect uses bare ("in
    // hospital", "at school", "in town", "in class", "in office" are British or idioms and are not here), and only
    // where the noun ends its phrase ("in village life", "on internet banking", "from village to village" stay)
    pattern: new RegExp(String.raw`(?:${PLACE_NOUNS})(?=${PLACE_END})`, 'g'),
    group: 0,
    after: (m) => `${m[0] === 'village' ? 'a' : 'the'} ${m[0]}`,
    rule: 'article-place',
    reason: 'A singular noun after a preposition takes an article: "in a village", "on the internet".',
  },
  {
    // "When a girl studies, whole family benefits" → ", the whole family benefits": "whole" before a group
    // opening its clause takes "the" ("my whole family", "whole family packs" stay)
    pattern:
      /(?:(?<=^|[.!?]["”']?[ \t]+|\n[ \t]*)Whole|(?<=(?:, |\b(?:and|but|so|because|when|then|that|if) ))whole)(?= (?:family|class|team|country|nation|world|village|city|school|office|staff|department|town|house)(?:[.,;:!?]|$| (?:is|are|was|were|has|have|had|can|could|will|would|should|must|gets|got|goes|went|benefits|benefited|suffers|suffered|came|comes|enjoyed|enjoys|watched|knows|knew|agreed|agrees|celebrated|celebrates|joined|laughed|cried|stood|supports|supported)\b))/gm,
    group: 0,
    after: (m) => (m[0] === 'Whole' ? 'The whole' : 'the whole'),
    rule: 'article-idiom',
    reason: '"Whole" before a group takes "the": "the whole family".',
  },
  {
    // "I am working in MNC", "she joined IT company" → "an MNC", "an IT company": one company of many takes an
    // article ("in IT companies" stays; not "startup", which is also the start of a program: "runs at startup")
    pattern: new RegExp(
      String.raw`(?<=\b(?:in|at|for|with|joined|join|joining|joins) )(MNC|IT (?:company|firm)|(?:private|software|multinational|reputed) (?:company|firm))(?=${PLACE_END})`,
      'g',
    ),
    group: 0,
    after: (m) => `${/^(?:MNC|IT)/.test(m[1]) ? 'an' : 'a'} ${m[1]}`,
    rule: 'article-company',
    reason: 'One company of many takes "a" or "an": "an MNC", "an IT company".',
  },
  {
    // "I applied with B.Com degree", "I have MBA degree" → "with a B.Com degree", "an MBA degree": a degree one
    // holds is one of its kind ("B.Tech degree holders", "the B.Com degree", plural degrees stay)
    pattern:
      /(?<=\b(?:with|have|has|had|hold|holds|holding|having|earned|obtained|possess|possesses|received|got) )((?:(?:B|M)\.? ?(?:Com|Tech|Sc|Ed|A|E|Pharm|Arch|Phil|Des|Lib)\.?|BCA|MCA|BBA|MBA|BSc|MSc|BTech|MTech|BCom|MCom|BA|MA|BE|ME|MS|PhD|Ph\.D\.?|LLB|LLM|MBBS|BDS|bachelor['’]?s|master['’]?s|engineering|law|commerce|science|management|graduation) )(?=(?:degree|diploma)(?:[.,;:!?)]|$| (?:in|from|and|or|but|with|at|for|of|to|which|that|who|is|was|as)\b))/g,
    group: 0,
    after: (m) => `${/^(?:M|LL|e|ME|MS)/.test(m[1]) && !/^man/.test(m[1]) ? 'an' : 'a'} ${m[1]}`,
    rule: 'article-degree',
    reason: 'One degree takes "a" or "an": "a B.Com degree", "an MBA degree".',
  },
  {
    // "He scored 95 runs, highest this season" → ", the highest this season": a superlative standing for a noun
    // takes "the" ("best of all", "best of luck" and "most likely" stay)
    pattern: new RegExp(
      String.raw`(?<=, )(?=(?:${SUPERLATIVES}) (?:ever|so far|this (?:season|year|month|week|century|decade)|since|in (?:the|its|his|her|their|history|years|decades|a decade|a century)|of (?:the|its|his|her|their) )\b)`,
      'g',
    ),
    group: 0,
    after: () => 'the ',
    rule: 'article-superlative',
    reason: 'A superlative standing for a noun takes "the": "the highest this season".',
  },
  {
    // "Government should open more schools", "I think government must act" → "The government", "the government":
    // the state of a country is "the government" before its verb ("Government of India", "government jobs",
    // "local government should" stay)
    pattern:
      /(?:(?<=^|[.!?]["”']?[ \t]+|\n[ \t]*)Government|(?<=\b(?:that|think|feel|believe|hope|so|and|but|because|if|why|when|then|also|now) )government)(?= (?:should|must|can|could|will|would|may|might|shall|(?:has|have) (?:decided|announced|launched|introduced|started|banned|taken|passed|approved|issued|released|allowed)|announced|launched|decided|introduced|provides|provided|gives|gave|takes|took|makes|made|spends|spent|plans|planned|wants|wanted|tries|tried|allows|allowed|says|said|ought|failed|started|banned|passed|increased|reduced|cannot|can't|shouldn't|must not)\b)/gm,
    group: 0,
    after: (m) => (m[0] === 'Government' ? 'The government' : 'the government'),
    rule: 'article-government',
    reason: 'The state is "the government": "The government should …".',
  },
  {
    // "Technology has both advantage and disadvantage" → "both advantages and disadvantages": a pair of kinds of
    // things counted in general is plural
    pattern:
      /(?<=\b(?:both|has|have|had|its|their) )(advantage|merit|benefit|strength) and (disadvantage|demerit|drawback|weakness|limitation)(?=[.,;:!?)]|$| (?:of|in|and|for|to|too|as|that|which|but|with|on|at|also)\b)/gim,
    group: 0,
    after: (m) => `${m[1]}s and ${m[2]}s`,
    rule: 'plural-pair',
    reason: 'Advantages and disadvantages in general are counted, so plural: "both advantages and disadvantages".',
  },
  {
    // "I would like to tell that I am joining" → "tell you that": "tell" needs the person told ("tell that story",
    // "tell that to him" stay: "that" must open a clause)
    pattern:
      /(?<=\b(?:like|want|wanted|wish|wished|need|needed|have|had|just) to )tell(?= that (?:I|you|we|they|he|she|it|there|this|the|his|her|my|our|their|your)\b)/gi,
    group: 0,
    after: (m) => `${m[0]} you`,
    rule: 'tell-that',
    reason: '"Tell" needs the person told: "tell you that" (or "say that").',
  },
  {
    // "but still I have not received it" → "but I still have not received it"; "but still he is sick" → "but he is
    // still sick": "still" goes after the subject ("But still, I …" with its comma stays, and so does "but still I
    // think", where "still" may mean "all the same")
    pattern:
      /\b([Bb]ut) still (I|we|he|she|they|you|it) (?:(am|is|are|was|were)\b|(?=(?:have|has|had|don['’]t|doesn['’]t|didn['’]t|can['’]t|cannot|couldn['’]t|haven['’]t|hasn['’]t|hadn['’]t|won['’]t|wouldn['’]t)\b))/g,
    group: 0,
    after: (m) => (m[3] ? `${m[1]} ${m[2]} ${m[3]} still` : `${m[1]} ${m[2]} still `),
    rule: 'still-position',
    reason: '"Still" goes after the subject: "but I still have …", "but he is still …".',
  },
  {
    // "He hit 5 six and 3 four" → "5 sixes and 3 fours": in cricket a six and a four are nouns, plural after a
    // number ("six-year-olds", "four wheelers", "3 four times" stay)
    pattern:
      /(?<=\b(?:hit|hits|hitting|smashed|smashing|struck|with|including|scored|and) (?:[2-9]|[1-9]\d|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) )(six|four)(?=[,.;!?)]|$| (?:and|in|off|during|while|on|to|from)\b)/gi,
    group: 0,
    after: (m) => `${m[1]}${m[1].toLowerCase() === 'six' ? 'es' : 's'}`,
    rule: 'plural-noun',
    reason: 'After a number, a six or a four in cricket is plural: "5 sixes", "3 fours".',
  },
  {
    // "Every people should vote", "every people think" → "Everyone should vote", "everyone thinks" (the verb agrees
    // with it): "every" takes a singular noun. Before a modal or a verb of a person only: "every people
    // has its own language" is a nation, and "every people group" a noun phrase
    pattern:
      /(?<!\band )\b(every) people (should|must|can|could|will|would|may|might|shall|cannot|can't|think|want|need|know|like|believe|feel|say|are|do)\b/gi,
    group: 0,
    after: (m) => {
      const verb = m[2].toLowerCase();
      const agreed =
        verb === 'are'
          ? 'is'
          : verb === 'do'
            ? 'does'
            : /^(think|want|need|know|like|believe|feel|say)$/.test(verb)
              ? `${verb}s`
              : m[2];
      return `${matchCase(m[1], 'everyone')} ${agreed}`;
    },
    rule: 'every-singular',
    reason: '"Every" takes a singular: "everyone" (or "every person").',
  },
  {
    // "Please pay attention on your studies" → "pay attention to" ("focus attention on" stays)
    pattern:
      /(?<=\b(?:pay|pays|paid|paying) (?:(?:more|no|special|close|full|much|little|enough|proper|extra|careful) )?attention )on\b(?! time\b)/gi,
    group: 0,
    after: () => 'to',
    rule: 'attention-to',
    reason: 'One pays attention *to* something.',
  },
  {
    // "It depends of the weather" → "depends on" ("independent of", "a dependent of the taxpayer" stay)
    pattern: /(?<=\b(?:depend|depends|depended|depending) )of\b/gi,
    group: 0,
    after: () => 'on',
    rule: 'depend-on',
    reason: 'One depends *on* something.',
  },
  {
    // "My boss is angry on me" → "angry with me" ("angry on my behalf", "angry on Monday" stay)
    pattern:
      /(?<=\bangry )on(?= (?:me|him|her|us|them|you)\b(?! (?:behalf|birthday|own)\b)| (?:my|his|her|our|their|your) (?:friend|friends|brother|sister|son|daughter|mother|father|wife|husband|boss|team|teacher|students?|children|kids?|parents|colleagues?|manager)\b)/gi,
    group: 0,
    after: () => 'with',
    rule: 'angry-with',
    reason: 'One is angry *with* a person.',
  },
  {
    // "my points of views" → "my points of view": the idiom keeps "view" singular
    pattern: /(?<=\bpoints? of )views\b/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'view'),
    rule: 'point-of-view',
    reason: 'The idiom is "point of view" (plural "points of view").',
  },
  {
    // "atleast 30 minutes" → "at least"
    pattern: /\b(atleast)\b/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'at least'),
    rule: 'at-least',
    reason: '"At least" is two words.',
  },
  {
    // "Whose coming?", "a friend whose moved twice" → "who's" (who is / who has): before a verb's -ing or
    // participle, "whose" is the contraction
    pattern: /\b(whose)(?= (?:coming|going|calling|playing|speaking|joining|leaving|driving|bringing|been|gone|moved|done|got|there|here)\b)/gi,
    group: 1,
    after: (m) => matchCase(m[1], "who's"),
    rule: 'whose-who-is',
    reason: '"Who\'s" is short for "who is" or "who has"; "whose" asks whom something belongs to.',
  },
  {
    // "who's laptop charger", "who's reference" → "whose": before a noun it asks whom something belongs to
    pattern: /\b(who['’]s) ([a-z]+)\b/gi,
    group: 1,
    after: (m) => {
      const word = m[2].toLowerCase();
      const tags = tagsOf(word);
      const noun = tags.length
        ? /^NNS?$/.test(tags[0]) && !tags.some((t) => /^(?:VB[GND]|RB|IN|DT|PRP|EX)$/.test(t))
        : isKnownWord(word) && !/(?:ing|ed|ly)$/.test(word);
      return noun ? matchCase(m[1], 'whose') : m[1];
    },
    rule: 'whose-possessive',
    reason: '"Whose" asks whom something belongs to; "who\'s" is short for "who is".',
  },
  {
    // "a quite day", "very quite" → "quiet" ("a quite good idea" stays)
    pattern: /\b(?:a|very|so|too|more|most) (quite)(?= ([a-z]+)\b|[.,!?])/gi,
    group: 1,
    after: (m) => {
      const next = m[2]?.toLowerCase();
      const before = m[0].split(' ')[0].toLowerCase();
      // ("very quite" is never right: "very quiet", unless an adjective follows: "very quite good" is left)
      if (before !== 'a') return next && tagsOf(next)[0] === 'JJ' ? m[1] : matchCase(m[1], 'quiet');
      return next && /^NN/.test(tagsOf(next)[0] ?? '') && !tagsOf(next).includes('JJ') ? matchCase(m[1], 'quiet') : m[1];
    },
    rule: 'quite-quiet',
    reason: '"Quiet" means with little noise; "quite" means fairly.',
  },
  {
    // "My advise is to wait" → "advice": the noun ("we advise you" stays)
    pattern: /\b(?:my|your|his|her|our|their|the|some|any|this|that|good|expert|medical|legal|free|valuable|useful|of) (advise)(?= (?:is|was|will|would|for|on|about|from|and)\b|[.,!?])/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'advice'),
    rule: 'advice-noun',
    reason: '"Advice" is the noun; "advise" is the verb.',
  },
  {
    // "this is effecting my job", "it will effect the results" → "affect" ("effecting change" stays)
    pattern: /\b(?:(is|are|was|were|been|not|really|badly|directly|negatively|seriously|greatly) (effecting)|(will|would|can|could|may|might|does|did|not|really|badly|directly|negatively|seriously|greatly) (effect))(?= (?:the|my|your|his|her|our|their|its|us|them|me|him|people|students|children|health|business|sales)\b)(?! \w+ (?:change|changes|transfer|payment)\b)/gi,
    group: 0,
    after: (m) =>
      m[2] ? `${m[1]} ${matchCase(m[2], 'affecting')}` : `${m[3]} ${matchCase(m[4], 'affect')}`,
    rule: 'affect-effect',
    reason: '"Affect" is the verb (to have an effect on); "effect" is mostly the noun.',
  },
  {
    // "everyone who are waiting" → "who is": "everyone", "someone", "nobody" take a singular verb
    pattern: /\b(?:everyone|everybody|someone|somebody|anyone|anybody|no one|nobody) who (are|were|have|do|don['’]t)\b/gi,
    group: 1,
    after: (m) =>
      matchCase(m[1], ({ are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't", 'don’t': 'doesn’t' } as Record<string, string>)[m[1].toLowerCase()]),
    rule: 'indefinite-who',
    reason: '"Everyone", "someone" and "nobody" are singular: the verb after "who" is singular too.',
  },
  {
    // "someone who know Tamil" → "knows"
    pattern: /\b(?:everyone|everybody|someone|somebody|anyone|anybody|no one|nobody) who ([a-z]+)\b/gi,
    group: 1,
    after: (m) => {
      const verb = m[1].toLowerCase();
      const tags = tagsOf(verb);
      if (tags[0] !== 'VB' && tags[0] !== 'VBP') return m[1];
      if (/^(?:be|have|do|can|could|will|would|shall|should|may|might|must|never|always|also|really|still)$/.test(verb)) return m[1];
      return thirdPersonOf(verb) ?? m[1];
    },
    rule: 'indefinite-who',
    reason: '"Everyone", "someone" and "nobody" are singular: the verb after "who" is singular too.',
  },
  {
    // "Employees who has not submitted" → "who have": the verb agrees with the plural noun ("one of the
    // employees who has" is left alone)
    pattern: /(?<!\bone of (?:the|our|my|your|their|these|those) )\b([a-z]+s) who (has|is|was|does|doesn['’]t)\b/gi,
    group: 2,
    after: (m) => {
      const tags = tagsOf(m[1].toLowerCase());
      if (tags[0] !== 'NNS') return m[2];
      return matchCase(m[2], ({ has: 'have', is: 'are', was: 'were', does: 'do', "doesn't": "don't", 'doesn’t': 'don’t' } as Record<string, string>)[m[2].toLowerCase()]);
    },
    rule: 'plural-who',
    reason: 'The verb after "who" agrees with the plural noun before it.',
  },
  {
    // "Does anyone knows", "Did he went" → "know", "go": after "does" or "did" the verb is in its base form
    pattern: /\b(?:does|did|doesn['’]t|didn['’]t) (?:anyone|anybody|someone|somebody|everyone|everybody|he|she|it|your \w+|the \w+) ([a-z]+)\b/gi,
    group: 1,
    after: (m) => {
      const verb = m[1].toLowerCase();
      const tags = tagsOf(verb);
      if (!(tags[0] === 'VBZ' || tags[0] === 'VBD') || tags.includes('NNS')) return m[1];
      return baseOf(verb) ?? m[1];
    },
    rule: 'do-base-verb',
    reason: 'After "does" or "did", the verb is in its base form.',
  },
  {
    // "I loose my confidence", "he looses" → "lose", "loses" ("loose clothes" stays)
    pattern: /\b(?:(?:I|we|you|they|to|will|would|can|could|may|might|not|don['’]t|didn['’]t|never|always|often) (loose)(?= (?:my|your|his|her|our|their|the|a|it|weight|money|hope|interest|time|confidence|focus|control)\b)|(looses))\b/g,
    group: 0,
    after: (m) => (m[2] ? 'loses' : m[0].replace(/loose$/, 'lose')),
    rule: 'lose-loose',
    reason: '"Lose" is the verb (to stop having); "loose" means not tight.',
  },
  {
    // "more then 200", "thinner then regular" → "than" after a comparison
    pattern: /\b(more|less|fewer|better|worse|rather|other|[a-z]{3,}er) (then)\b(?![,.])(?: ([A-Za-z0-9]+))?/gi,
    group: 2,
    after: (m) => {
      const word = m[1].toLowerCase();
      // ("… grow more then it may …", "use more then chances rise": "then" opens the next clause) after "more" or
      // "less" only a number or a word of comparison follows ("more than 200", "less than usual")
      const next = (m[3] ?? '').toLowerCase();
      if (/^(?:i|we|you|he|she|it|they|there|this|that)$/.test(next)) return m[2];
      if (/^(?:more|less|fewer)$/.test(word) && !/^(?:\d.*|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|once|twice|enough|usual|expected|before|ever|half|double)$/.test(next))
        return m[2];
      // (a comparative the tagger lacks: "thinner", "cheaper", "easier", from an adjective it knows)
      const stems = [word.slice(0, -2), word.slice(0, -3), `${word.slice(0, -3)}y`, word.slice(0, -1)];
      const comparison =
        /^(?:more|less|fewer|better|worse|rather|other)$/.test(word) ||
        tagsOf(word).some((t) => t === 'JJR' || t === 'RBR') ||
        (/er$/.test(word) && !tagsOf(word).length && stems.some((st) => tagsOf(st)[0] === 'JJ'));
      return comparison && !/^NN/.test(tagsOf(word)[0] ?? '') ? matchCase(m[2], 'than') : m[2];
    },
    rule: 'than-then',
    reason: '"Than" compares; "then" tells when.',
  },
  {
    // "The pipe is leaking since last week" → "has been leaking": an action that began in the past and goes on
    pattern: /\b(I am|I'm|is|are)( not)? ([a-z]+ing)(?= since (?:last|yesterday|this|the|morning|\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|childhood|then|long)\b)/gi,
    group: 0,
    after: (m) => {
      const verb = m[3].toLowerCase();
      const stem = verb.slice(0, -3);
      const verbStem = [stem, `${stem}e`, stem.slice(0, -1)].some((b) => b.length > 1 && tagsOf(b).includes('VB'));
      if (!tagsOf(verb).includes('VBG') && !verbStem && !isKnownWord(stem)) return m[0];
      const be = m[1].toLowerCase();
      if (/^i/.test(be) && be !== 'is') return `I have${m[2] ?? ''} been ${m[3]}`;
      return `${matchCase(m[1], be === 'is' ? 'has' : 'have')}${m[2] ?? ''} been ${m[3]}`;
    },
    rule: 'since-perfect-continuous',
    reason: 'With "since", an action that began in the past and goes on takes "has been" or "have been" + -ing.',
  },
  {
    // "after few weeks" → "after a few weeks" ("few people came" stays); "for past four years" → "for the past"
    pattern: /\b(?:after|in|within) (few)(?= (?:days|weeks|months|years|hours|minutes|moments)\b)/gi,
    group: 1,
    after: (m) => matchCase(m[1], 'a few'),
    rule: 'a-few',
    reason: '"A few" means some; "few" alone means hardly any.',
  },
  {
    pattern: /\b(?:for|in|over|during) (past|last)(?= (?:few|two|three|four|five|six|seven|eight|nine|ten|\d+|several|many) (?:days|weeks|months|years|decades|hours)\b)/g,
    group: 1,
    after: (m) => `the ${m[1]}`,
    rule: 'the-past',
    reason: '"The past few years", "the last two months": the time takes "the".',
  },
  {
    // "listen the news" → "listen to the news"
    pattern: /\b(listen|listens|listened|listening)(?= (?:the|my|your|his|her|our|their|this|that|these|those|music|songs?|news|radio|podcasts?|him|them|me|us)\b)/gi,
    group: 1,
    after: (m) => `${m[1]} to`,
    rule: 'listen-to',
    reason: 'One listens *to* something.',
  },
  {
    // "bring into your notice" → "bring to your notice"; "look in to this" → "look into this"
    pattern: /(?<=\b(?:bring|brought|bringing) )into(?= (?:your|his|her|their|the) (?:kind )?notice\b)/gi,
    group: 0,
    after: () => 'to',
    rule: 'bring-to-notice',
    reason: 'The phrase is "bring to your notice".',
  },
  {
    pattern: /(?<=\b(?:look|looks|looked|looking) )in to(?= (?:this|that|the|it|my|our|your|these|those|his|her|their)\b)/gi,
    group: 0,
    after: () => 'into',
    rule: 'look-into',
    reason: '"Look into" (examine) is written "into".',
  },
];
