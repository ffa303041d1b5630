export { ConsentProvider, useConsent, readConsent } from './ConsentProvider';
export { ConsentBanner } from './ConsentBanner';
