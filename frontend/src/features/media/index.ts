export { useMediaInput } from './useMediaInput';
