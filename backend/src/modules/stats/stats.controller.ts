import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/api-errors.decorator';
import { StatsResponse, toStatsResponse } from './stats.dto';
import { StatsService } from './stats.service';

@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @ApiOperation({ summary: 'Public counters: texts processed, likes collected, time saved' })
  @ApiOkResponse({ type: StatsResponse })
  @ApiErrors(429, 500, 503)
  async getStats(): Promise<StatsResponse> {
    return toStatsResponse(await this.stats.getStats());
  }
}
