export { AnalyticsBridge } from './AnalyticsBridge';
export { track, wordCount } from './events';
export type { ShareSource, ShareTarget, TranscriptionSource } from './events';
