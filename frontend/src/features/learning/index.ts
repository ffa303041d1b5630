export { useLearnFromMistakes } from './useLearnFromMistakes';
/** The progress card, loaded when the home page needs it (its own chunk). */
export const loadLearningProgress = () => import('./LearningProgress').then((m) => ({ default: m.LearningProgress }));
/**
 * The lesson view (exercises, Markdown, radio groups): its own chunk, so the home page, which only starts a
 * lesson (useLearnFromMistakes), does not load it.
 */
export const loadLessonView = () => import('./LessonView').then((m) => ({ default: m.LessonView }));
