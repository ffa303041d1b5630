import { describe, expect, it } from 'vitest';
import { HttpError } from 'src/api/http';
import { EmptyResultError, imageToast, transcriptionToast, VideoTimeoutError, videoToast } from './errors';

const server = (status: number, message: string) =>
  new HttpError(status, JSON.stringify({ success: false, message }), '');

describe('SPEC §8 toasts for transcription', () => {
  it('maps network/fetch failures to Upload Failed', () => {
    expect(transcriptionToast(new TypeError('Failed to fetch')).id).toBe('uploadFailed');
    expect(transcriptionToast(new TypeError('Network error: the upload failed')).id).toBe('uploadFailed');
  });
  it('maps noisy/unclear answers and empty transcripts to Audio Quality Issue', () => {
    expect(transcriptionToast(server(422, 'the recording may be too noisy or unclear')).id).toBe('audioQuality');
    expect(transcriptionToast(new EmptyResultError('speech')).id).toBe('audioQuality');
  });
  it("maps 'Too many requests' to Server Busy", () => {
    expect(transcriptionToast(server(429, 'Too many requests: the server is busy')).id).toBe('serverBusy');
  });
  it('maps anything else to Transcription Failed (503: speech not available here)', () => {
    expect(transcriptionToast(server(500, 'boom')).id).toBe('transcriptionFailed');
    expect(transcriptionToast(server(503, 'Hindi speech recognition is not available')).id).toBe(
      'transcriptionUnavailable',
    );
  });
});

describe('SPEC §8 toasts for images', () => {
  it('shows Processing Failed with the server text', () => {
    expect(imageToast(server(415, 'This is a PDF document, not an image.'))).toEqual({
      type: 'error',
      id: 'processingFailed',
      detail: 'This is a PDF document, not an image.',
    });
    expect(imageToast(server(429, 'Too many requests')).id).toBe('serverBusy');
  });
});

describe('SPEC §8 toasts for video', () => {
  it('shows the Processing Time Extended info on the overall timeout', () => {
    expect(videoToast(new VideoTimeoutError())).toEqual({ type: 'info', id: 'timeExtended' });
  });
  it('distinguishes timed out, unavailable, unsupported/corrupted and other failures', () => {
    expect(videoToast(server(504, 'Processing timed out: the server stops a file after 5 minute(s).')).id).toBe(
      'videoTimedOut',
    );
    expect(videoToast(server(503, 'Video conversion is not available')).id).toBe('videoUnavailable');
    expect(videoToast(server(415, 'This is a PNG image, not a video.')).id).toBe('videoFormat');
    expect(videoToast(server(422, 'Video format not supported or file corrupted')).id).toBe('videoFormat');
    expect(videoToast(server(429, 'Too many requests: busy')).id).toBe('serverBusy');
    expect(videoToast(server(422, 'This video has no sound track to convert.'))).toEqual({
      type: 'error',
      id: 'videoFailed',
      detail: 'This video has no sound track to convert.',
    });
  });
});
