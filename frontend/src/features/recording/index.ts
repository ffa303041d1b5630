/** The recording controls (shown only while recording) are fetched when a recording starts, not with the page. */
export const loadRecordingBar = () => import('./RecordingBar');
export { useRecorder } from './useRecorder';
export { EmptyRecordingError, MicrophoneError } from './errors';
