export * from './donations/donations';
export * from './feedback/feedback';
export * from './image/image';
export * from './learning/learning';
export * from './media/media';
export * from './stats/stats';
export * from './system/system';
export * from './text/text';
