export { AnalyticsBridge } from './AnalyticsBridge';
export { track } from './events';
export type { ShareSource, TranscriptionSource } from './events';
export type { FileRefusal, ImageFailure, MediaKind, MediaToastId } from './vocabularies';
