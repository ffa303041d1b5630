export { LessonView } from './LessonView';
