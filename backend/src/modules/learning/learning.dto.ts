import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS } from 'src/common/limits';
import { OUTPUT_LANGUAGES, type OutputLanguage } from 'src/engines/writing/writing-engine';
import { ANSWER_VERDICTS, type AnswerVerdict } from './answer-check';
import type { Lesson } from './lesson';
import { EXERCISE_KINDS, LEARNING_TOPICS, type ExerciseKind, type LearningTopic } from './lesson-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

export class GenerateLearningRequest {
  @ApiProperty({
    description: `The visitor's text to learn from (trimmed; at most ${LIMITS.maxInputChars.toLocaleString('en')} characters). It is not stored.`,
    maxLength: LIMITS.maxInputChars,
    example: 'She go to school every day. I bought a apple.',
  })
  @Transform(trim)
  @IsString({ message: 'inputText must be text.' })
  @IsNotEmpty({ message: 'Please enter some text to learn from.' })
  inputText: string;

  @ApiPropertyOptional({
    enum: OUTPUT_LANGUAGES,
    enumName: 'OutputLanguage',
    description:
      'Language of the lesson. Default: the X-Output-Language header, then the UI language, then the language of the text.',
  })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(OUTPUT_LANGUAGES, { message: 'outputLanguage must be english or hindi.' })
  outputLanguage?: OutputLanguage;
}

export class LearningExercise {
  @ApiProperty({ example: 'agreement-1-choice' })
  id: string;

  @ApiProperty({ enum: EXERCISE_KINDS, enumName: 'ExerciseKind' })
  kind: ExerciseKind;

  @ApiProperty({ enum: LEARNING_TOPICS, enumName: 'LearningTopic' })
  topic: LearningTopic;

  @ApiProperty({ description: 'The instruction, in the lesson language' })
  prompt: string;

  @ApiProperty({
    description:
      'The sentence to work on: with the mistake (find_and_fix) or with a blank "____"; empty when the choices are whole sentences',
    example: 'She ____ to school every day.',
  })
  sentence: string;

  @ApiPropertyOptional({
    type: [String],
    description: 'multiple_choice only: distinct options, exactly one of which is the answer',
  })
  choices?: string[];

  @ApiProperty({ example: 'goes' })
  answer: string;

  @ApiProperty({ description: 'Why the answer is right, in the lesson language' })
  explanation: string;

  @ApiPropertyOptional({ description: 'fill_blank: what the visitor wrote in that place, or a hint' })
  hint?: string;
}

export class LearningTopicCount {
  @ApiProperty({ enum: LEARNING_TOPICS, enumName: 'LearningTopic' })
  topic: LearningTopic;

  @ApiProperty()
  count: number;
}

export class GenerateLearningResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({
    description: "The lesson in Markdown: each kind of mistake with its rule and the visitor's own sentences",
  })
  content: string;

  @ApiProperty({ type: [LearningExercise] })
  exercises: LearningExercise[];

  @ApiProperty({
    type: [LearningTopicCount],
    description: 'Kinds of mistakes found, in lesson order (empty for a text without mistakes)',
  })
  topics: LearningTopicCount[];

  @ApiPropertyOptional({
    description: 'A notice, e.g. that the AI lesson could not be used and the offline one was built',
  })
  message?: string;
}

export function toGenerateLearningResponse(lesson: Lesson, message?: string): GenerateLearningResponse {
  return {
    success: true,
    content: lesson.content,
    exercises: lesson.exercises,
    topics: lesson.topics,
    ...(message ? { message } : {}),
  };
}

/** The longest sentence, answer or expected answer a check accepts (an exercise sentence is one sentence). */
export const MAX_ANSWER_CHARS = 1000;

export class CheckAnswerRequest {
  @ApiProperty({ enum: EXERCISE_KINDS, enumName: 'ExerciseKind' })
  @IsIn(EXERCISE_KINDS, { message: 'kind must be find_and_fix, multiple_choice or fill_blank.' })
  kind: ExerciseKind;

  @ApiProperty({ enum: LEARNING_TOPICS, enumName: 'LearningTopic' })
  @IsIn(LEARNING_TOPICS, { message: 'topic must be one of the learning topics.' })
  topic: LearningTopic;

  @ApiProperty({
    description: "The exercise's sentence as it was given (with the mistake, or with a blank)",
    maxLength: MAX_ANSWER_CHARS,
    example: 'She go to school every day.',
  })
  @IsString({ message: 'sentence must be text.' })
  @MaxLength(MAX_ANSWER_CHARS, { message: `sentence must be at most ${MAX_ANSWER_CHARS} characters.` })
  sentence: string;

  @ApiProperty({
    description: "The exercise's expected answer",
    maxLength: MAX_ANSWER_CHARS,
    example: 'She goes to school every day.',
  })
  @IsString({ message: 'answer must be text.' })
  @IsNotEmpty({ message: 'answer must not be empty.' })
  @MaxLength(MAX_ANSWER_CHARS, { message: `answer must be at most ${MAX_ANSWER_CHARS} characters.` })
  answer: string;

  @ApiProperty({
    description: 'What the visitor wrote or chose',
    maxLength: MAX_ANSWER_CHARS,
    example: 'Every day she goes to school.',
  })
  @Transform(trim)
  @IsString({ message: 'given must be text.' })
  @IsNotEmpty({ message: 'Please write an answer first.' })
  @MaxLength(MAX_ANSWER_CHARS, { message: `given must be at most ${MAX_ANSWER_CHARS} characters.` })
  given: string;
}

export class CheckAnswerResponse {
  @ApiProperty({ description: 'Whether the answer is right' })
  correct: boolean;

  @ApiProperty({
    enum: ANSWER_VERDICTS,
    enumName: 'AnswerVerdict',
    description:
      'matches: the expected answer; accepted: other wording that makes the fix and has no error the engine finds; fix_missing: the mistake is still there; still_wrong: another mistake is left; different_sentence: too little of the sentence is left',
  })
  verdict: AnswerVerdict;
}
