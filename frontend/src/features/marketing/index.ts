/** The marketing sections, loaded when the home page needs them (their own chunk). */
export const loadMarketingSections = () => import('./MarketingSections').then((m) => m.MarketingSections);
