// The recording's errors, told apart by the media input before the recorder itself loads.

/** Empty recording (SPEC §5 'Recording Error'). */
export class EmptyRecordingError extends Error {
  constructor() {
    super('No audio data recorded');
    this.name = 'EmptyRecordingError';
  }
}

/** Microphone refused or missing (SPEC §8 'Microphone Access Failed'). */
export class MicrophoneError extends Error {
  constructor(cause: unknown) {
    super(`Microphone access failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MicrophoneError';
  }
}
