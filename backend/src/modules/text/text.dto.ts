import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { LIMITS } from 'src/common/limits';
import {
  CHANGE_CATEGORIES,
  ENHANCEMENTS,
  NOTICE_CODES,
  OUTPUT_LANGUAGES,
  RESPONSE_LENGTHS,
  SOCIAL_MEDIA,
  TONES,
  type ChangeCategory,
  type Enhancement,
  type NoticeCode,
  type OutputLanguage,
  type ResponseLength,
  type SocialMedia,
  type Tone,
} from 'src/engines/writing/writing-engine';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** The client omits empty selects; an empty string is accepted as "not chosen" too. */
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

export class ProcessTextRequest {
  @ApiProperty({
    description: `The text to enhance (trimmed; at most ${LIMITS.maxInputChars.toLocaleString('en')} characters)`,
    maxLength: LIMITS.maxInputChars,
    example: 'i has a bussiness in diffrent cities',
  })
  @Transform(trim)
  @IsString({ message: 'inputText must be text.' })
  @IsNotEmpty({ message: 'Please enter some text to enhance.' })
  inputText: string;

  @ApiPropertyOptional({ enum: RESPONSE_LENGTHS, enumName: 'ResponseLength', default: 'regular' })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(RESPONSE_LENGTHS, { message: `responseLength must be one of: ${RESPONSE_LENGTHS.join(', ')}.` })
  responseLength?: ResponseLength = 'regular';

  @ApiPropertyOptional({ enum: ENHANCEMENTS, enumName: 'Enhancement', isArray: true })
  @IsOptional()
  @IsIn(ENHANCEMENTS, { each: true, message: `each enhancement must be one of: ${ENHANCEMENTS.join(', ')}.` })
  @ArrayMaxSize(ENHANCEMENTS.length)
  @IsArray({ message: 'enhancements must be a list.' })
  enhancements?: Enhancement[];

  @ApiPropertyOptional({ enum: SOCIAL_MEDIA, enumName: 'SocialMedia' })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(SOCIAL_MEDIA, { message: `socialMedia must be one of: ${SOCIAL_MEDIA.join(', ')}.` })
  socialMedia?: SocialMedia;

  @ApiPropertyOptional({ enum: TONES, enumName: 'Tone' })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(TONES, { message: `tone must be one of: ${TONES.join(', ')}.` })
  tone?: Tone;

  @ApiPropertyOptional({ enum: OUTPUT_LANGUAGES, enumName: 'OutputLanguage' })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(OUTPUT_LANGUAGES, { message: `outputLanguage must be english or hindi.` })
  outputLanguage?: OutputLanguage;
}

export class TextChangeItem {
  @ApiProperty({ example: 'bussiness', description: 'The text before the change (empty for an insertion)' })
  before: string;

  @ApiProperty({ example: 'business', description: 'The text after the change (empty for a removal)' })
  after: string;

  @ApiProperty({
    example: 'Did you mean “business”?',
    description:
      'Why, in English (the engine’s own sentence); categoryLabel names the kind in the language of the lists',
  })
  reason: string;

  @ApiProperty({ enum: CHANGE_CATEGORIES, enumName: 'ChangeCategory', example: 'spelling' })
  category: ChangeCategory;

  @ApiProperty({
    example: 'spelling',
    description: 'The category in the language of the lists (e.g. वर्तनी in Hindi): see ProcessTextResponse.changes',
  })
  categoryLabel: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 8,
    description: 'Character offset of `before` in the text the step worked on',
  })
  position: number;

  @ApiProperty({ example: true, description: 'False for a suggestion that was not applied' })
  applied: boolean;
}

export class TextNoticeItem {
  @ApiProperty({ enum: NOTICE_CODES, enumName: 'NoticeCode', example: 'needs_ai_paraphrase' })
  code: NoticeCode;

  @ApiProperty({
    example: 'Paraphrasing needs an AI service, which this site has not set up; your wording was kept.',
    description: 'What the notice says, in the language of the lists: see ProcessTextResponse.changes',
  })
  message: string;
}

export class ProcessTextResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: 'I have a business in different cities.' })
  enhancedText: string;

  @ApiPropertyOptional({
    description:
      'What changed, suggestions that were not applied, and what an option could not do — in the output language',
  })
  explanationText?: string;

  @ApiProperty({
    type: [TextChangeItem],
    description:
      'Every change (applied, or suggested and not applied) behind explanationText, as a typed list. Its labels and ' +
      'the notices are in the interface language the caller names (X-UI-Language), else in the language of ' +
      'explanationText',
  })
  changes: TextChangeItem[];

  @ApiProperty({
    type: [TextNoticeItem],
    description: 'What an option could not do, or what the engine wants the writer to know, as a typed list',
  })
  notices: TextNoticeItem[];

  @ApiProperty({ format: 'uuid', description: 'Id of the processed_texts row; send it back with feedback' })
  usageStatsId: string;

  @ApiPropertyOptional()
  message?: string;
}

export function toProcessTextResponse(
  enhancedText: string,
  explanationText: string,
  listed: { changes: TextChangeItem[]; notices: TextNoticeItem[] },
  usageStatsId: string,
): ProcessTextResponse {
  return {
    success: true,
    enhancedText,
    explanationText,
    changes: listed.changes,
    notices: listed.notices,
    usageStatsId,
  };
}
