import {
  Body,
  Controller,
  HttpCode,
  Post,
  StreamableFile,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/api-errors.decorator';
import { Client, type ClientContext } from 'src/common/client-context';
import { SuccessResponse } from 'src/common/response.dto';
import {
  ChunkReceivedResponse,
  ExtractImageTextRequest,
  MediaTextResponse,
  ProcessChunkedVideoRequest,
  toAudioBody,
  TranscribeAudioRequest,
  VideoChunkRequest,
  VideoChunkUpload,
  VideoToAudioRequest,
} from './media.dto';
import { MediaService } from './media.service';
import { MediaUpload, MediaWorkspace, RequestWorkspace } from './upload.interceptor';
import { UploadQuota } from './upload-quota.guard';
import type { Workspace } from './upload-store';

const AUDIO_ANSWER = {
  description: 'mono 16 kHz mp3',
  content: { 'audio/mpeg': { schema: { type: 'string', format: 'binary' } } },
};

@ApiTags('media')
@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post('transcribe-audio')
  @HttpCode(200)
  @UseGuards(UploadQuota('audio'))
  @UseInterceptors(MediaUpload('audio'))
  @ApiOperation({ summary: 'Speech to text from a recording or an audio file (multipart field audio, ≤ 200 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: TranscribeAudioRequest })
  @ApiOkResponse({ type: MediaTextResponse })
  @ApiErrors(400, 413, 415, 422, 429, 502, 503, 504)
  transcribeAudio(
    @UploadedFile() file: Express.Multer.File,
    @RequestWorkspace() ws: Workspace,
    @Client() client: ClientContext,
  ): Promise<MediaTextResponse> {
    return this.media.transcribeAudio(file, ws, client);
  }

  @Post('extract-image-text')
  @HttpCode(200)
  @UseGuards(UploadQuota('image'))
  @UseInterceptors(MediaUpload('image'))
  @ApiOperation({ summary: 'Text from an image, English and/or Hindi by the language headers (field image, ≤ 15 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ExtractImageTextRequest })
  @ApiOkResponse({ type: MediaTextResponse })
  @ApiErrors(400, 413, 415, 422, 429, 503, 504)
  extractImageText(
    @UploadedFile() file: Express.Multer.File,
    @RequestWorkspace() ws: Workspace,
    @Client() client: ClientContext,
  ): Promise<MediaTextResponse> {
    return this.media.extractImageText(file, ws, client);
  }

  @Post('video-to-audio')
  @HttpCode(200)
  @UseGuards(UploadQuota('video'))
  @UseInterceptors(MediaUpload('video'))
  @ApiOperation({ summary: 'The sound track of a video (field video, ≤ 50 MB) as mono 16 kHz mp3' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: VideoToAudioRequest })
  @ApiProduces('audio/mpeg')
  @ApiOkResponse(AUDIO_ANSWER)
  @ApiErrors(400, 413, 415, 422, 429, 503, 504)
  async videoToAudio(
    @UploadedFile() file: Express.Multer.File,
    @RequestWorkspace() ws: Workspace,
  ): Promise<StreamableFile> {
    return toAudioBody(await this.media.videoToAudio(file, ws));
  }

  @Post('video-to-audio-chunked')
  @HttpCode(200)
  @Throttle({ default: { limit: 600, ttl: 60_000 } }) // a 1 GB video is ~100 chunks of 10 MB, with retries
  @UseGuards(UploadQuota('videoChunk'))
  @UseInterceptors(MediaUpload('videoChunk'))
  @ApiOperation({ summary: 'One chunk (≤ 50 MB) of a large video; the process call joins and converts them' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: VideoChunkUpload })
  @ApiOkResponse({ type: ChunkReceivedResponse })
  @ApiErrors(400, 413, 415, 429)
  videoToAudioChunked(
    @UploadedFile() file: Express.Multer.File,
    @Body() body: VideoChunkRequest,
    @RequestWorkspace() ws: Workspace,
  ): Promise<ChunkReceivedResponse> {
    return this.media.receiveChunk(file, body, ws);
  }

  @Post('video-to-audio-process')
  @HttpCode(200)
  @UseInterceptors(MediaWorkspace)
  @ApiOperation({ summary: 'Joins the uploaded chunks and returns the sound track as mono 16 kHz mp3' })
  @ApiProduces('audio/mpeg')
  @ApiOkResponse(AUDIO_ANSWER)
  @ApiErrors(400, 413, 415, 422, 429, 503, 504)
  async videoToAudioProcess(
    @Body() body: ProcessChunkedVideoRequest,
    @RequestWorkspace() ws: Workspace,
  ): Promise<StreamableFile> {
    return toAudioBody(await this.media.processChunkedVideo(body, ws));
  }

  @Post('cleanup-session')
  @HttpCode(200)
  @ApiOperation({ summary: "Removes this visitor's temporary upload files" })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(429)
  cleanupSession(@Client() client: ClientContext): Promise<SuccessResponse> {
    return this.media.cleanupSession(client.sessionId);
  }
}
