import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/api-errors.decorator';
import { Client, type ClientContext } from 'src/common/client-context';
import {
  CheckAnswerRequest,
  CheckAnswerResponse,
  GenerateLearningRequest,
  GenerateLearningResponse,
} from './learning.dto';
import { LearningService } from './learning.service';

@ApiTags('learning')
@Controller()
export class LearningController {
  constructor(private readonly learning: LearningService) {}

  @Post('generate-learning')
  @HttpCode(200)
  @ApiOperation({ summary: "Build a grammar lesson and practice exercises from the mistakes in the visitor's text" })
  @ApiOkResponse({ type: GenerateLearningResponse })
  @ApiErrors(400, 413, 429, 500, 502, 503, 504)
  generateLearning(
    @Body() body: GenerateLearningRequest,
    @Client() client: ClientContext,
  ): Promise<GenerateLearningResponse> {
    return this.learning.generate(body, client);
  }

  @Post('check-answer')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Judge an answer to a practice exercise',
    description:
      'The expected answer is right; so is a find-and-fix sentence worded differently that makes the fix and in which the grammar and spelling check finds no mistake. Nothing is stored.',
  })
  @ApiOkResponse({ type: CheckAnswerResponse })
  @ApiErrors(400, 413, 429, 500, 502, 503, 504)
  checkAnswer(@Body() body: CheckAnswerRequest): Promise<CheckAnswerResponse> {
    return this.learning.checkAnswer(body);
  }
}
