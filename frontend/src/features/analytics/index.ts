export { AnalyticsBridge } from './AnalyticsBridge';
export { trackEvent } from './analytics';
