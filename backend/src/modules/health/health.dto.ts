import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';

export class EngineStateDto {
  @ApiProperty({ example: 'local' })
  adapter: string;

  @ApiProperty()
  ready: boolean;

  @ApiPropertyOptional()
  detail?: string;

  @ApiPropertyOptional({
    description: 'True while the engine serves with less than its full strength (workers being replaced)',
  })
  degraded?: boolean;

  @ApiPropertyOptional({ description: 'Workers replaced after a failure since start (engines that run in workers)' })
  restarts?: number;
}

export class HealthResponse {
  @ApiProperty({
    enum: ['ok', 'degraded', 'starting', 'down'],
    enumName: 'HealthStatus',
    description: 'degraded: every engine serves, some with less than full strength (see engines)',
  })
  status: 'ok' | 'degraded' | 'starting' | 'down';

  @ApiProperty({ enum: ['up', 'down'], enumName: 'DatabaseStatus' })
  database: 'up' | 'down';

  @ApiProperty({ enum: ['embedded', 'server'], enumName: 'DatabaseKind' })
  databaseKind: 'embedded' | 'server';

  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath('EngineStateDto') } })
  engines: Record<string, EngineStateDto>;

  @ApiProperty({
    enum: ['off', 'up', 'down'],
    enumName: 'RedisStatus',
    description:
      'Rate-limit counters: off (no REDIS_URL: in memory), up (shared in Redis), down (in memory per instance until Redis is back)',
  })
  redis: 'off' | 'up' | 'down';
}

export class LimitsDto {
  @ApiProperty({ example: 20000 })
  maxInputChars: number;

  @ApiProperty({ example: 209715200 })
  maxAudioBytes: number;

  @ApiProperty({ example: 1073741824 })
  maxVideoBytes: number;

  @ApiProperty({ example: 15728640 })
  maxImageBytes: number;

  @ApiProperty({ example: 300 })
  maxImageInstructionsChars: number;

  @ApiProperty({ example: 5 })
  imagesPerHour: number;
}

export class PublicConfigResponse {
  @ApiProperty({ example: 'Likho' })
  productName: string;

  @ApiProperty({ example: 'Likho EOOD, Sofia, Bulgaria' })
  legalOwner: string;

  @ApiProperty({ example: 'http://localhost:3000' })
  publicUrl: string;

  @ApiProperty({ type: LimitsDto })
  limits: LimitsDto;

  @ApiProperty({ type: String, nullable: true, description: 'Stripe publishable key, or null when donations are off' })
  stripePublishableKey: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Analytics id, or null when analytics is off' })
  analyticsId: string | null;

  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath('EngineStateDto') } })
  engines: Record<string, EngineStateDto>;
}
