import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isLanguage, isOutputLanguage, outputLanguageOf } from './language.ts';
import { isHindiPath, matchRoute, PAGE_ROUTES, stripLanguagePrefix, withLanguagePrefix } from './routes.ts';

describe('languages', () => {
  it('knows en and hi only, and their output-language values', () => {
    assert.deepEqual(['en', 'hi', 'HI', 'english', undefined].map(isLanguage), [true, true, false, false, false]);
    assert.equal(outputLanguageOf('hi'), 'hindi');
    assert.equal(outputLanguageOf('en'), 'english');
    assert.deepEqual(['hindi', 'english', 'hi', null].map(isOutputLanguage), [true, true, false, false]);
  });
});

describe('route table', () => {
  it('has one page per path and one path per page', () => {
    assert.equal(new Set(PAGE_ROUTES.map((r) => r.path)).size, PAGE_ROUTES.length);
    assert.equal(new Set(PAGE_ROUTES.map((r) => r.page)).size, PAGE_ROUTES.length);
  });

  it('adds and removes the /hi prefix', () => {
    assert.equal(isHindiPath('/hi'), true);
    assert.equal(isHindiPath('/hindi-grammar-checker'), false);
    assert.equal(stripLanguagePrefix('/hi'), '/');
    assert.equal(stripLanguagePrefix('/hi/blog'), '/blog');
    assert.equal(withLanguagePrefix('/', 'hi'), '/hi');
    assert.equal(withLanguagePrefix('/hi/blog', 'en'), '/blog');
    assert.equal(withLanguagePrefix('/blog', 'hi'), '/hi/blog');
  });

  it('matches pages with their language and parameters, with or without a trailing slash', () => {
    assert.deepEqual(matchRoute('/hi/blog/using-a-an-and-the/'), {
      route: { path: '/blog/:slug', page: 'blogPost', hindi: true },
      language: 'hi',
      params: { slug: 'using-a-an-and-the' },
    });
    assert.equal(matchRoute('/')?.route.page, 'home');
    assert.equal(matchRoute('/hindi-grammar-checker')?.route.page, 'hindiGrammarChecker');
  });

  it('finds nothing for unknown paths or bad slugs', () => {
    assert.equal(matchRoute('/nope'), null);
    assert.equal(matchRoute('/blog/Bad_Slug'), null);
    assert.equal(matchRoute('/blog/a/b'), null);
  });
});
