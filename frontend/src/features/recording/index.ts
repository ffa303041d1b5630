export { RecordingBar } from './RecordingBar';
export { useRecorder } from './useRecorder';
export { EmptyRecordingError, MicrophoneError } from './errors';
