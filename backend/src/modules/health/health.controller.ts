import { Controller, Get, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SkipThrottle } from '@nestjs/throttler';
import { EngineStateDto, HealthResponse, PublicConfigResponse } from './health.dto';
import { HealthService } from './health.service';

@ApiTags('system')
@SkipThrottle()
@ApiExtraModels(EngineStateDto)
@Controller()
export class HealthController {
  constructor(private readonly service: HealthService) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness and readiness: database up or down, engines ready' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'Database down' })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const health = await this.service.health();
    res.status(health.database === 'up' ? 200 : 503);
    return health;
  }

  @Get('config')
  @ApiOperation({ summary: 'Public runtime settings: limits, engines, payment and analytics keys' })
  @ApiOkResponse({ type: PublicConfigResponse })
  getConfig(): PublicConfigResponse {
    return this.service.publicConfig();
  }
}
