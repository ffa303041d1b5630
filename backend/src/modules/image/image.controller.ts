import { Body, Controller, Get, Header, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/api-errors.decorator';
import { Client, type ClientContext } from 'src/common/client-context';
import type { Visitor as VisitorIdentity } from 'src/common/throttler/visitor-quotas';
import { GenerateImageRequest, GenerateImageResponse } from './image.dto';
import { ImageService } from './image.service';
import { Visitor } from './visitor';

@ApiTags('image')
@Controller()
export class ImageController {
  constructor(private readonly images: ImageService) {}

  @Post('generate-image')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A social-media image of the enhanced text at the platform’s native size',
    description:
      'At most IMAGE_RATE_LIMIT images per visitor per hour (429 "Rate limit exceeded: N images per hour"). ' +
      'A moderation refusal of the AI provider is a 400 with "This content violates our moderation policy and this image cannot be generated".',
  })
  @ApiOkResponse({ type: GenerateImageResponse })
  @ApiErrors(400, 429, 503)
  generateImage(
    @Body() body: GenerateImageRequest,
    @Visitor() visitor: VisitorIdentity,
    @Client() client: ClientContext,
  ): Promise<GenerateImageResponse> {
    return this.images.generate(body, visitor, client.uiLanguage);
  }

  @Get('generated-images/:id')
  @Header('Cache-Control', 'private, max-age=86400')
  @ApiOperation({ summary: 'A generated image (PNG) until it expires' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'The PNG', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404, 429, 503)
  async getGeneratedImage(@Param('id') id: string): Promise<StreamableFile> {
    const { png, filename } = await this.images.getImage(id);
    return new StreamableFile(png, {
      type: 'image/png',
      disposition: `inline; filename="${filename}"`,
      length: png.length,
    });
  }
}
