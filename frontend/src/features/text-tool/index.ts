export { TextTool } from './TextTool';
