import type { TextChangeItem, TextNoticeItem } from 'src/api/generated/model';

/** SPEC §4 "Text processing": idle → processing → complete | error, and what editing does to a result. */
export type ProcessingStatus = 'idle' | 'processing' | 'complete' | 'error';

export interface ToolResult {
  enhancedText: string;
  /** What changed and what the engine wants the writer to know (the explanation card), in the interface language. */
  changes: TextChangeItem[];
  notices: TextNoticeItem[];
  /** The "explain" option was on when the text was sent. */
  detailed: boolean;
  usageStatsId: string | null;
}

export interface ToolState {
  input: string;
  status: ProcessingStatus;
  result: ToolResult | null;
  error: string | null;
}

export type ToolAction =
  | { type: 'input'; value: string }
  | { type: 'clear' }
  | { type: 'start' }
  | { type: 'success'; result: ToolResult }
  | { type: 'failure'; error: string };

export const initialToolState: ToolState = { input: '', status: 'idle', result: null, error: null };

export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  switch (action.type) {
    case 'input':
      // Editing after a result clears result, explanation and id and returns to idle.
      if (state.result || state.status === 'error')
        return { input: action.value, status: 'idle', result: null, error: null };
      return { ...state, input: action.value };
    case 'clear':
      return initialToolState;
    case 'start':
      return { ...state, status: 'processing', error: null };
    case 'success':
      return { ...state, status: 'complete', result: action.result, error: null };
    case 'failure':
      return { ...state, status: 'error', result: null, error: action.error };
  }
}

export const isBlank = (text: string) => text.trim().length === 0;
