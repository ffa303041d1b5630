import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig, REPO_ROOT } from 'src/config/app-config';

describe('README', () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

  it('names every environment variable of AppConfig in its configuration table', () => {
    const missing = Object.keys(new AppConfig()).filter((key) => !readme.includes(`| \`${key}\``));
    expect(missing).toEqual([]);
  });

  it('shows the two commands at the top', () => {
    const top = readme.split('\n').slice(0, 30).join('\n');
    expect(top).toContain('make run');
    expect(top).toContain('make test');
  });
});
