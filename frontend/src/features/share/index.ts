export { ShareProvider, useShare } from './ShareProvider';
