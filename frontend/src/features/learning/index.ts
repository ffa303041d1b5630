export { useLearnFromMistakes, type LearnFromMistakes, type LearningStatus } from './useLearnFromMistakes';
export { LearningProgress } from './LearningProgress';
export { LessonView } from './LessonView';
