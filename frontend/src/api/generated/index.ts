export * from './feedback/feedback';
export * from './stats/stats';
export * from './system/system';
