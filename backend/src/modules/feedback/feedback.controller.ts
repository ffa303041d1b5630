import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/api-errors.decorator';
import { FeedbackRequest, FeedbackResponse } from './feedback.dto';
import { FeedbackService } from './feedback.service';

@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Like or dislike a result, once' })
  @ApiOkResponse({ type: FeedbackResponse })
  @ApiErrors(400, 404, 409, 429, 500, 503)
  sendFeedback(@Body() body: FeedbackRequest): Promise<FeedbackResponse> {
    return this.feedback.record(body.processedTextId, body.feedback);
  }
}
