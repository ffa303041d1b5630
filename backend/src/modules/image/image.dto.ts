import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS } from 'src/common/limits';
import { IMAGE_PLATFORMS, type ImagePlatform } from 'src/engines/image/platforms';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Enhanced text can be longer than the input (formatters add hooks, headings and hashtags). */
export const MAX_ENHANCED_TEXT_CHARS = LIMITS.maxInputChars * 2;

export class GenerateImageRequest {
  @ApiProperty({ description: 'The enhanced text the image is made from', maxLength: MAX_ENHANCED_TEXT_CHARS })
  @Transform(trim)
  @IsString({ message: 'enhancedText must be text.' })
  @IsNotEmpty({ message: 'There is no text to make an image from.' })
  @MaxLength(MAX_ENHANCED_TEXT_CHARS, {
    message: `enhancedText must be at most ${MAX_ENHANCED_TEXT_CHARS} characters.`,
  })
  enhancedText: string;

  @ApiProperty({ enum: IMAGE_PLATFORMS, enumName: 'SocialMedia', description: 'Sets the native image size' })
  @IsIn(IMAGE_PLATFORMS, { message: `socialMediaPlatform must be one of: ${IMAGE_PLATFORMS.join(', ')}.` })
  socialMediaPlatform: ImagePlatform;

  @ApiPropertyOptional({
    description:
      'Optional wishes (trimmed). A designed card honours theme, colours, size, weight and alignment; an AI image model gets them all.',
    maxLength: LIMITS.maxImageInstructionsChars,
    example: 'dark theme, gold accent, bold',
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'customInstructions must be text.' })
  @MaxLength(LIMITS.maxImageInstructionsChars, {
    message: `Custom instructions can be at most ${LIMITS.maxImageInstructionsChars} characters.`,
  })
  customInstructions?: string;
}

export class GenerateImageResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({
    example: '/api/generated-images/0b7c5c7e-2f7e-4a8e-9a43-6a1d3f0e9b11',
    description: 'PNG, valid for a day',
  })
  imageUrl: string;

  @ApiPropertyOptional({
    description: "What was made of the instructions, or that a fallback was used, in the visitor's language",
  })
  message?: string;
}
