export { MarketingSections } from './MarketingSections';
