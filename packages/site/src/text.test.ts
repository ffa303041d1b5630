import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countChars, countWords, detectLanguage, devanagariShare, hasDevanagari } from './text.ts';

describe('text facts', () => {
  it('finds Devanagari, including the extended block, and nothing in Latin text', () => {
    assert.equal(hasDevanagari('नमस्ते'), true);
    assert.equal(hasDevanagari('a\uA8F2b'), true);
    assert.equal(hasDevanagari('Hello, namaste'), false);
  });

  it('calls a text Hindi from 30% Devanagari letters on', () => {
    assert.equal(devanagariShare(''), 0);
    assert.equal(detectLanguage('मैं घर जा रहा हूँ'), 'hindi');
    assert.equal(detectLanguage('I am going home now with my friend दोस्त'), 'english');
    assert.equal(detectLanguage('kal milte hain'), 'english');
  });

  it('counts words with apostrophes, inner hyphens and Devanagari marks as one, and no lone marks', () => {
    assert.equal(countWords("  it's a well-known fact  "), 4);
    assert.equal(countWords('मैं घर जा रहा हूँ।'), 5);
    assert.equal(countWords('one - two — three'), 3);
    assert.equal(countWords('## Heading\n\n- item'), 2);
    assert.equal(countWords(''), 0);
  });

  it('counts characters as code points: an emoji is one', () => {
    assert.equal(countChars('abc'), 3);
    assert.equal(countChars('🙏 नमस्ते'), 8);
    assert.equal(countChars(''), 0);
  });
});
