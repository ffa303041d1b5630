import { ConfigError, displayValue, loadConfig } from './app-config';

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

  it.each([
    ['DATABASE_URL', 'mysql://likho:hunter2@db.internal:3306/likho', 'mysql://likho:***@db.internal:3306/likho'],
    ['DATABASE_URL', 'postgres:/likho:hunter2@db.internal/likho', 'postgres:***@db.internal/likho'],
    ['REDIS_URL', 'http://:hunter2@cache.internal:6379', 'http://:***@cache.internal:6379/'],
    ['REDIS_URL', 'default:hunter2@cache.internal:6379', 'default:***@cache.internal:6379'],
  ])('reports a bad %s without its password', (name, value, shown) => {
    const error = (() => {
      try {
        loadConfig({ [name]: value });
      } catch (e) {
        return e as Error;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain(`${name}="${shown}"`);
    expect(error.message).not.toContain('hunter2');
  });

  it.each([
    ['DATABASE_URL', 'postgres://likho:hunter2@db.internal:notaport/likho'],
    ['DATABASE_URL', 'postgres://likho:hun%zzter2@db.internal/likho'],
    ['REDIS_URL', 'redis://:hunter2@cache.internal:99999'],
  ])('refuses %s that the driver could not read, at boot, without its password', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}=".*\\*\\*\\*.*": ${name} is not a valid URL`),
    );
    expect(() => loadConfig({ [name]: value })).not.toThrow(/hunter2/);
  });

  it('accepts the URL forms the drivers document', () => {
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgresql://likho:p%40ss@db.internal/likho?sslmode=verify-full',
      'postgres:///likho?host=/var/run/postgresql',
    ]) {
      expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(loadConfig({ REDIS_URL: 'rediss://default:secret@cache.internal:6380/2' }).REDIS_URL).toBeDefined();
  });

  describe('several instances (INSTANCES above 1)', () => {
    const shared = {
      INSTANCES: '2',
      SESSION_SECRET: 'a'.repeat(32),
      DATABASE_URL: 'postgres://likho@db.internal/likho',
      REDIS_URL: 'redis://127.0.0.1:6379',
      UPLOAD_DIR: '/srv/likho-uploads',
    };

    it('starts when the secret, Postgres, Redis and the shared upload folder are set', () => {
      const c = loadConfig(shared);
      expect(c.INSTANCES).toBe(2);
      expect(c.SESSION_SECRET).toBe('a'.repeat(32));
    });

    it('refuses to start without a shared session secret, naming what is missing and never the value', () => {
      const run = (env: Record<string, string>) => {
        try {
          loadConfig(env);
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
          return (err as Error).message;
        }
        throw new Error('loadConfig accepted the configuration');
      };
      expect(run({ ...shared, SESSION_SECRET: '' })).toMatch(/INSTANCES=2[^]*SESSION_SECRET="": required/);
      const short = run({ ...shared, SESSION_SECRET: 'short-hunter2' });
      expect(short).toContain('SESSION_SECRET=(hidden): required, at least 32 characters');
      expect(short).not.toContain('hunter2');
      const all = run({ INSTANCES: '3' });
      expect(
        all
          .split('\n')
          .slice(1)
          .map((l) => l.trim().split('=')[0]),
      ).toEqual(['SESSION_SECRET', 'DATABASE_URL', 'REDIS_URL', 'UPLOAD_DIR']);
    });

    it('keeps one instance free of these requirements', () => {
      expect(loadConfig({ INSTANCES: '1' }).SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  it('never shows the value of a secret variable', () => {
    expect(displayValue('STRIPE_SECRET_KEY', 'sk_live_hunter2')).toBe('(hidden)');
    expect(displayValue('AI_API_KEY', 'hunter2')).toBe('(hidden)');
    expect(displayValue('PORT', 'eighty')).toBe('"eighty"');
  });
});
