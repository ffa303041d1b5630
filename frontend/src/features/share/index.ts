export { ShareProvider, useShare } from './ShareProvider';
export { ShareButton } from './ShareButton';
