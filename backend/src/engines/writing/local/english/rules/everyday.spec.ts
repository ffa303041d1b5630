import { applyEdits } from '../../grammar';
import { learnerEdits } from '..';

const fix = (text: string) => applyEdits(text, learnerEdits(text));

describe('everyday: "lot of" takes its article', () => {
  it.each([
    [
      'It was a great journey and I gained lot of knowledge.',
      'It was a great journey and I gained a lot of knowledge.',
    ],
    ['We spent lot of time there.', 'We spent a lot of time there.'],
    ['She sent it with lot of love.', 'She sent it with a lot of love.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'We spent a lot of time there.',
    'The parking lot of the mall was full.',
    'The lot of the poor has not changed.',
    'A whole lot of people came.',
  ])('leaves "%s" alone', (text) => {
    expect(fix(text)).toBe(text);
  });
});

describe('everyday: "weather" that asks a question is "whether"', () => {
  it.each([
    ['If the build fails, check weather `NODE_ENV` is set.', 'If the build fails, check whether `NODE_ENV` is set.'],
    ["I don't know weather they came.", "I don't know whether they came."],
    ['She asked me weather I was free on Sunday.', 'She asked me whether I was free on Sunday.'],
    ['Please confirm weather or not you can attend.', 'Please confirm whether or not you can attend.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'Check the weather before you leave.',
    'I love this weather.',
    'We checked weather reports all week.',
    'Weather it is, then.',
  ])('leaves "%s" alone', (text) => {
    expect(fix(text)).toBe(text);
  });
});

describe('everyday: "many" and "fewer" before a plural that is counted', () => {
  it.each([
    ['Much people have complained about the noise.', 'Many people have complained about the noise.'],
    ['There were less students in the hall this year.', 'There were fewer students in the hall this year.'],
  ])('%s → %s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'I have much work today.',
    'Less than ten people came.',
    'We need less sugar and fewer sweets.',
    'There is much more people can do.',
  ])('leaves "%s" alone', (text) => expect(fix(text)).toBe(text));
});

describe('everyday: a noun after a count of two or more is plural', () => {
  it.each([
    ['Add 2 cup of rice and boil it.', 'Add 2 cups of rice and boil it.'],
    ['I have 2 brother.', 'I have 2 brothers.'],
    ['Boil for 5 minute.', 'Boil for 5 minutes.'],
    ['Cook it with 4 cup water.', 'Cook it with 4 cups water.'],
    ['Cook for 3 whistle on medium flame.', 'Cook for 3 whistles on medium flame.'],
    // "-oes" where the lexicon's rule would give "-os"
    ['Boil 2 potato and mash it well.', 'Boil 2 potatoes and mash it well.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'Read Chapter 2 summary first.',
    'She has a 2 year old son.',
    'He is 5 foot 8 and plays basketball.',
    'We stayed in a 3 star hotel.',
    'Add 2-3 cup of water.',
    'Buy 2 dozen eggs.',
    'Upload 2 photos and 3 videos.',
    'Boil 2 potatoes and mash them.',
    'It costs 3 lakh.',
    'Add 1 cup of rice.',
    'Meet me at gate 2 tomorrow.',
    'We bought 2 cup holders.',
    'Sold in 3 glass jars.',
  ])('leaves "%s" alone', (text) => {
    expect(fix(text)).toBe(text);
  });
});

describe('everyday: fixed slips', () => {
  it.each([
    ['It is a honour to be here.', 'It is an honour to be here.'],
    ['The childrens are playing outside.', 'The children are playing outside.'],
    ["We can't hardly wait.", 'We can hardly wait.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'It is an honour to be here.',
    "The children's park is closed.",
    'We can hardly wait.',
    'My elder brother lives in Pune.',
    'He is older than me.',
  ])('leaves "%s" alone', (text) => {
    expect(fix(text)).toBe(text);
  });
});

describe('everyday: more fixed slips', () => {
  it.each([
    ['The manager emphasized on punctuality.', 'The manager emphasized punctuality.'],
    ['I will call you once I will reach home.', 'I will call you once I reach home.'],
    ['This are my friends from college.', 'These are my friends from college.'],
    ['Ravi and me went to the movie.', 'Ravi and I went to the movie.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'The manager put emphasis on punctuality.',
    "I don't know when I will reach.",
    'This area is quiet. Are these yours?',
    'Between Ravi and me, nothing changed.',
    'She invited Ravi and me to dinner.',
  ])('leaves "%s" alone', (text) => {
    expect(fix(text)).toBe(text);
  });
});

describe('everyday: "a resident of"', () => {
  it('I am resident of Sector 15, Rohini. → I am a resident of …', () => {
    expect(fix('I am resident of Sector 15, Rohini.')).toBe('I am a resident of Sector 15, Rohini.');
    expect(fix("She's resident of Pune.")).toBe("She's a resident of Pune.");
  });

  it.each(['I am a resident of Pune.', 'The residents of Pune are angry.', 'They are resident in Pune.'])(
    'leaves "%s" alone',
    (text) => {
      expect(fix(text)).toBe(text);
    },
  );
});

describe('everyday: "todays" before a noun is "today\'s"', () => {
  it.each([
    ['Did you finish todays class?', "Did you finish today's class?"],
    ['The results were announced in yesterdays meeting.', "The results were announced in yesterday's meeting."],
    ['Todays weather is nice.', "Today's weather is nice."],
  ])('%s → %s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'All our yesterdays have lighted fools.',
    'We hope for brighter tomorrows.',
    'It rained for weeks.',
    "Today's class was fun.",
    'My todays plan is simple.',
  ])('leaves "%s" alone', (text) => expect(fix(text)).toBe(text));
});

describe('everyday: languages and apps take their capitals', () => {
  it.each([
    ['I know python, SQL and java.', 'I know Python, SQL and Java.'],
    ['Please learn java and python.', 'Please learn Java and Python.'],
    ['I am a python developer.', 'I am a Python developer.'],
    ['Follow us on linkedin and youtube.', 'Follow us on LinkedIn and YouTube.'],
  ])('%s → %s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'I saw a python at the zoo.',
    'He had a cup of java.',
    'Visit whatsapp.com for help.',
    'Run python3 to start.',
    'Follow @youtube for news.',
    'The java-8 image is old.',
  ])('leaves "%s" alone', (text) => expect(fix(text)).toBe(text));
});

describe('everyday: a name after "my name is" takes its capital', () => {
  it.each([
    ['Hello, my name is rahul.', 'Hello, my name is Rahul.'],
    ["My friend's name is priya.", "My friend's name is Priya."],
    ['His name is rahul sharma.', 'His name is Rahul Sharma.'],
  ])('%s → %s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each(['My name is grace.', 'The file name is config.', 'My name is rahul.txt on the server.'])(
    'leaves "%s" alone',
    (text) => expect(fix(text)).toBe(text),
  );
});

describe('everyday: "avoid", "enjoy", "mind" take an -ing form', () => {
  it.each([
    ['Would you mind to send the file?', 'Would you mind sending the file?'],
    ['Please avoid to use your phone in class.', 'Please avoid using your phone in class.'],
    ['I enjoy to play cricket.', 'I enjoy playing cricket.'],
    ['I suggest to go early.', 'I suggest going early.'],
    ['Avoid to be late.', 'Avoid being late.'],
  ])('%s → %s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'I suggest to staff that they leave early.',
    'It is recommended to use the new version.',
    'Keep in mind to check the date.',
    'I have a mind to quit.',
    'We enjoyed to the fullest.',
    'I recommend to people that they rest.',
    'He suggested to me that we leave.',
  ])('leaves "%s" alone', (text) => expect(fix(text)).toBe(text));
});
