import { redactUrl } from './redact';

describe('redactUrl', () => {
  it.each([
    ['postgres://likho:hunter2@db.internal:5432/likho', 'postgres://likho:***@db.internal:5432/likho'],
    ['rediss://default:hunter2@cache.internal:6380/2', 'rediss://default:***@cache.internal:6380/2'],
    ['redis://:hunter2@cache.internal', 'redis://:***@cache.internal'],
    ['postgres://likho:hun%40ter2@db/likho', 'postgres://likho:***@db/likho'],
    ['postgres://db/likho?sslmode=require&password=hunter2', 'postgres://db/likho?sslmode=require&password=***'],
  ])('hides the password of %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it.each([
    ['postgres://likho:hunter2@db.internal:notaport/likho', 'postgres://likho:***@db.internal:notaport/likho'],
    ['postgres://likho:hun ter2@[db/likho', 'postgres://likho:***@[db/likho'],
    ['likho:hunter2@cache.internal:6379', 'likho:***@cache.internal:6379'],
    ['postgres://likho:p@ss@db/likho', 'postgres://likho:***@db/likho'],
    ['postgres://[db?password=hunter2', 'postgres://[db?password=***'],
  ])('hides the password of the unparsable %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it('leaves a URL without secrets as it is', () => {
    expect(redactUrl('postgres://postgres@127.0.0.1:5432/test')).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(redactUrl('localhost:6379')).toBe('localhost:6379');
  });
});
