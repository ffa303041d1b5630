import { matchCase } from 'src/common/text';

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
  String.raw`\bits(?= (?:(?:not|a|an|the|our|my|your|his|her|their|been|going|gonna|too|just|also|really|always|never|already|because|so(?! called))\b|` +
    String.raw`(?:(?:very|so|too|really) )?(?:${ITS_ADJECTIVES})(?: (?:to|that|for|when|if|because)\b|[.,!?]|$)))`,
  'gi',
);

/** Superlatives that take "the" before a noun ("the best student"; not "most", which also means "very"). */
const SUPERLATIVES =
  'best|worst|biggest|largest|greatest|smallest|oldest|newest|highest|lowest|finest|richest|poorest|busiest|cleanest|fastest|longest|tallest|strongest|happiest|brightest|cheapest|easiest|hardest|nearest|youngest|eldest';

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
    // "can't to do" → "can't do"; "makes them to understand" → "makes them understand"
    pattern:
      /\b(?:(?:can|could|should|must|would|may|might)(?:n?['’]t)?|cannot|(?:make|makes|made|let|lets) (?:them|him|her|us|me|you|people|students|children|someone)) (to )(?=[a-z]+\b)/gi,
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
    pattern: /(?<=\b(?:can|could) )able to (?=[a-z])/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-modal',
    reason: '"Can" already means "be able to": "can solve".',
  },
  {
    // "He told that he will come" → "He said that …": "tell" needs the person told ("told me that")
    pattern: /(?<=\b(?:I|you|we|they|he|she) )told(?= that\b)/gi,
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
      /(?<=\b(?:is|are|was|were|am|be|been|feel|feels|felt) very) much(?= (?:crowded|tired|happy|sad|busy|worried|excited|interested|bored|confused|upset|angry|pleased|satisfied|disappointed|surprised|scared|afraid|nervous|important|necessary|useful|helpful|difficult|easy|good|bad|beautiful|expensive|cheap|hot|cold|late|early)\b)/gi,
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
    // "She worked on it since last six months" → "for the last six months"
    pattern:
      /\bsince last (?=(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|few|several|many|couple of) (?:days|weeks|months|years|decades)\b)/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'for the last '),
    rule: 'since-for',
    reason: 'A length of time takes "for": "for the last six months" ("since" goes with a point in time).',
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
    // "my points of views" → "my points of view": the idiom keeps "view" singular
    pattern: /(?<=\bpoints? of )views\b/gi,
    group: 0,
    after: (m) => matchCase(m[0], 'view'),
    rule: 'point-of-view',
    reason: 'The idiom is "point of view" (plural "points of view").',
  },
];
