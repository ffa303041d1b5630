import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiErrors } from 'src/common/api-errors.decorator';
import { Client, type ClientContext } from 'src/common/client-context';
import { ProcessTextRequest, ProcessTextResponse } from './text.dto';
import { TextService } from './text.service';
import { ProcessTextThrottle } from './text.throttle';

@ApiTags('text')
@Controller()
export class TextController {
  constructor(private readonly texts: TextService) {}

  @Post('process-text')
  @HttpCode(200)
  @SkipThrottle()
  @UseGuards(ProcessTextThrottle)
  @ApiOperation({ summary: 'Enhance a text: grammar and spelling, style options, tone, length and platform' })
  @ApiOkResponse({ type: ProcessTextResponse })
  @ApiErrors(400, 413, 429, 500, 502, 503, 504)
  processText(@Body() body: ProcessTextRequest, @Client() client: ClientContext): Promise<ProcessTextResponse> {
    return this.texts.process(body, client);
  }
}
