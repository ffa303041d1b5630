import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/api-errors.decorator';
import { Client, type ClientContext } from 'src/common/client-context';
import { GenerateLearningRequest, GenerateLearningResponse } from './learning.dto';
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
}
