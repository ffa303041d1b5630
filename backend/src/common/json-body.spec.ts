import { jsonNestingExceeds, JSON_NOT_UTF8, JSON_TOO_DEEP, verifyJsonBody } from './json-body';

const bytes = (s: string) => Buffer.from(s, 'utf8');

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects inside one another', () => {
    expect(jsonNestingExceeds(bytes('[[[]]]'), 3)).toBe(false);
    expect(jsonNestingExceeds(bytes('[[[[]]]]'), 3)).toBe(true);
    expect(jsonNestingExceeds(bytes('{"a":{"b":[1]}}'), 3)).toBe(false);
    expect(jsonNestingExceeds(bytes('{"a":{"b":[{}]}}'), 3)).toBe(true);
  });

  it('counts depth, not the number of brackets', () => {
    expect(jsonNestingExceeds(bytes('[' + '[],'.repeat(10_000) + '[]]'), 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(bytes(`{"t":"${'[{'.repeat(100)}"}`), 2)).toBe(false);
    expect(jsonNestingExceeds(bytes(`{"t":"a\\"[[[[\\\\"}`), 1)).toBe(false);
    expect(jsonNestingExceeds(bytes(`{"t":"\\\\",  "u":[[[]]]}`), 3)).toBe(true);
    expect(jsonNestingExceeds(bytes('{"t":"नमस्ते [दुनिया]"}'), 1)).toBe(false);
  });
});

describe('verifyJsonBody', () => {
  const verify =
    (body: string, encoding = 'utf-8') =>
    () =>
      verifyJsonBody(undefined as never, undefined as never, bytes(body), encoding);

  it('lets an ordinary body through', () => {
    expect(verify('{"inputText":"Hello","enhancements":["grammar"]}')).not.toThrow();
  });

  it('refuses 5,000 nested arrays with the too-deep type', () => {
    expect(verify('['.repeat(5000) + ']'.repeat(5000))).toThrow(expect.objectContaining({ type: JSON_TOO_DEEP }));
  });

  it('refuses another charset than UTF-8', () => {
    expect(verify('{}', 'utf-16le')).toThrow(expect.objectContaining({ type: JSON_NOT_UTF8 }));
    expect(verify('{}', 'UTF-8')).not.toThrow();
  });
});
