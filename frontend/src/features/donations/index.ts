export { SUPPORT_SECTION_ID } from './constants';
export { scrollToSupport } from './scroll';
export const loadCoffeeSupport = () => import('./CoffeeSupport');
