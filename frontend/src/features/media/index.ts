export { useMediaInput } from './useMediaInput';
export type { DeliverText } from './useMediaInput';
export { ACCEPT as MEDIA_ACCEPT } from './limits';
