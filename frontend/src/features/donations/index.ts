export { SUPPORT_SECTION_ID } from './constants';
export const loadCoffeeSupport = () => import('./CoffeeSupport');
