import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives every variable its default on an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.embeddedDatabase).toBe(true);
    expect(c.LEGAL_OWNER).toBe('Likho EOOD, Sofia, Bulgaria');
    expect(c.SERVE_FRONTEND).toBe(true);
    expect(c.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });

  it('converts numbers and booleans and treats empty values as defaults', () => {
    const c = loadConfig({ PORT: '8080', SERVE_FRONTEND: 'false', DATABASE_URL: '', IMAGE_RATE_LIMIT: '7' });
    expect(c.PORT).toBe(8080);
    expect(c.SERVE_FRONTEND).toBe(false);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.IMAGE_RATE_LIMIT).toBe(7);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SERVE_FRONTEND', 'maybe'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}="${value}"`));
  });
});
