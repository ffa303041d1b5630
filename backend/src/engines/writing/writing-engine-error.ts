/**
 * A failure of the writing engine itself (not of the request, not of an AI provider), with the status and the
 * plain sentence the visitor gets. The Text and Learning modules turn it into that answer.
 */
export class WritingEngineError extends Error {
  constructor(
    /** 422: this text could not be checked (it failed twice, on two workers); 503: the checker is not running. */
    readonly status: 422 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'WritingEngineError';
  }
}

export const TEXT_NOT_CHECKED = 'This text could not be checked. Please try a shorter text, or try again in a moment.';
export const CHECKER_UNAVAILABLE = 'The grammar checker is restarting. Please try again in a minute.';
