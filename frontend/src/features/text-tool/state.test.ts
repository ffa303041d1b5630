import { describe, expect, it } from 'vitest';
import { initialToolState, toolReducer, type ToolState } from './state';

const done: ToolState = {
  input: 'i has a apple',
  status: 'complete',
  result: {
    enhancedText: 'I have an apple.',
    changes: [
      {
        before: 'has',
        after: 'have',
        reason: 'Agreement.',
        category: 'grammar',
        categoryLabel: 'grammar',
        position: 2,
        applied: true,
      },
    ],
    notices: [],
    detailed: false,
    usageStatsId: 'id-1',
  },
  error: null,
};

describe('text tool states (SPEC §4)', () => {
  it('Enhance sets processing, success sets complete with the result', () => {
    const processing = toolReducer({ ...initialToolState, input: 'x' }, { type: 'start' });
    expect(processing.status).toBe('processing');
    const complete = toolReducer(processing, { type: 'success', result: done.result! });
    expect(complete).toMatchObject({ status: 'complete', result: done.result });
  });

  it('failure sets error and keeps the input', () => {
    const failed = toolReducer(
      { ...initialToolState, input: 'x', status: 'processing' },
      { type: 'failure', error: 'e' },
    );
    expect(failed).toEqual({ input: 'x', status: 'error', result: null, error: 'e' });
  });

  it('editing after a result clears result, explanation and id and returns to idle', () => {
    expect(toolReducer(done, { type: 'input', value: 'i has a apples' })).toEqual({
      input: 'i has a apples',
      status: 'idle',
      result: null,
      error: null,
    });
  });

  it('clearing resets everything', () => {
    expect(toolReducer(done, { type: 'clear' })).toEqual(initialToolState);
  });
});
