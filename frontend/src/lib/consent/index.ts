export { ConsentProvider, useConsent } from './ConsentProvider';
export { ConsentBanner } from './ConsentBanner';
