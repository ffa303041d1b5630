import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sectionTitles } from './documents';

const read = (lng: string, name: string) =>
  readFileSync(fileURLToPath(new URL(`./${lng}/${name}.md`, import.meta.url)), 'utf8');

describe('guide and privacy documents', () => {
  it('have the same sections in English and Hindi', () => {
    for (const name of ['guide', 'privacy']) {
      expect(sectionTitles(read('hi', name)).length).toBe(sectionTitles(read('en', name)).length);
    }
  });

  it('state the media input limits of SPEC §9 in both languages', () => {
    expect(read('en', 'guide')).toMatch(/200 MB[\s\S]*1 GB[\s\S]*15 MB/);
    expect(read('en', 'guide')).toContain('60 minutes');
    expect(read('hi', 'guide')).toMatch(/200 एमबी[\s\S]*1 जीबी[\s\S]*15 एमबी/);
    expect(read('hi', 'guide')).toContain('60 मिनट');
  });

  it('name the legal owner through a placeholder the privacy page fills in', () => {
    for (const lng of ['en', 'hi']) expect(read(lng, 'privacy')).toContain('{{owner}}');
  });
});
