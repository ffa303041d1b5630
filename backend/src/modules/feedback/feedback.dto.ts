import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';

export const FEEDBACK_VALUES = ['like', 'dislike'] as const;
export type FeedbackKind = (typeof FEEDBACK_VALUES)[number];

export class FeedbackRequest {
  @ApiProperty({ format: 'uuid', description: 'The usageStatsId returned by process-text' })
  @IsUUID('all', { message: 'processedTextId must be the id returned with the result' })
  processedTextId: string;

  @ApiProperty({ enum: FEEDBACK_VALUES, enumName: 'FeedbackKind' })
  @IsIn(FEEDBACK_VALUES, { message: 'feedback must be like or dislike' })
  feedback: FeedbackKind;
}

export { SuccessResponse as FeedbackResponse } from 'src/common/response.dto';
