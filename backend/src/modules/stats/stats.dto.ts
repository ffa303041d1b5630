import { ApiProperty } from '@nestjs/swagger';

export class StatsDto {
  @ApiProperty({ description: 'Texts processed since the start', example: 1280 })
  totalProcessed: number;

  @ApiProperty({ description: 'Results that received a like', example: 312 })
  likesCollected: number;

  @ApiProperty({ description: 'Estimated time saved, formatted as 0m, 45m, 3h 20m or 2d 4h', example: '3h 20m' })
  timesSaved: string;
}

export class StatsResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ type: StatsDto })
  stats: StatsDto;
}

export function toStatsResponse(stats: StatsDto): StatsResponse {
  return { success: true, stats };
}
