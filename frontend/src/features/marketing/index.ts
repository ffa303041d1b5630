export { MarketingSections } from './MarketingSections';
export { useHomeMeta } from './useHomeMeta';
