import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { LIMITS } from 'src/common/limits';
import { OUTPUT_LANGUAGES, type OutputLanguage } from 'src/engines/writing/writing-engine';
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
