export { LessonView } from './LessonView';
export { loadLesson } from './lesson-store';
export { useLearnFromMistakes } from './useLearnFromMistakes';
/** The progress card, loaded when the home page needs it (its own chunk). */
export const loadLearningProgress = () => import('./LearningProgress').then((m) => ({ default: m.LearningProgress }));
