/**
 * The visitor's lesson and answers, kept in the browser: a feature of its own so that the home page, which
 * imports the learning feature, does not fetch it (only /learn and the lazily loaded lesson code read it).
 */
export { loadAnswers, loadLesson, saveAnswers, saveLesson, type AnswerState, type Lesson } from './lesson-store';
