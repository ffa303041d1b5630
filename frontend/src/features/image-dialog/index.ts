export { ImageDialog } from './ImageDialog';
