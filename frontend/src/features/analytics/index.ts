export { AnalyticsBridge } from './AnalyticsBridge';
export { track, wordCount } from './events';
export type { ShareSource, TranscriptionSource } from './events';
