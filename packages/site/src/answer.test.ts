import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseAnswer } from './answer.ts';

describe('normaliseAnswer', () => {
  it('ignores spacing, curly quotes and Unicode forms, but keeps letter case', () => {
    assert.equal(normaliseAnswer('  She  doesn’t\tknow “why” '), 'She doesn\'t know "why"');
    assert.equal(normaliseAnswer('caf\u0065\u0301'), 'caf\u00e9');
    assert.equal(normaliseAnswer('मैं  कल'), 'मैं कल');
    assert.equal(normaliseAnswer('I'), 'I');
  });
});
