import { createReadStream } from 'node:fs';
import { StreamableFile } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { LIMITS } from 'src/common/limits';
import { strictInteger } from 'src/common/validation';
import { MAX_CHUNKS } from './media-limits';

/** Multipart body of transcribe-audio (documentation only; multer reads it). */
export class TranscribeAudioRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'Audio (or a recording) up to 200 MB' })
  audio: unknown;
}

/** Multipart body of extract-image-text. */
export class ExtractImageTextRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, WebP, GIF, BMP or TIFF up to 15 MB' })
  image: unknown;
}

/** Multipart body of video-to-audio. */
export class VideoToAudioRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A video up to 50 MB (larger: use chunks)' })
  video: unknown;
}

/** The text fields that identify one chunked upload. */
export class ChunkedUploadInfo {
  @ApiProperty({ description: 'Number of chunks of the whole file', minimum: 1, maximum: MAX_CHUNKS, example: 12 })
  @Transform(strictInteger)
  @Max(MAX_CHUNKS, { message: `totalChunks must be at most ${MAX_CHUNKS}` })
  @Min(1, { message: 'totalChunks must be at least 1' })
  @IsInt({ message: 'totalChunks must be a whole number' }) // nearest the property: checked first
  totalChunks: number;

  @ApiProperty({ description: "The file's name on the visitor's device (never used as a path)", example: 'talk.mp4' })
  @IsString({ message: 'originalName must be a text' })
  @Length(1, 255, { message: 'originalName must be 1 to 255 characters' })
  originalName: string;

  @ApiProperty({ description: 'Size of the whole file in bytes', minimum: 1, maximum: LIMITS.maxVideoBytes })
  @Transform(strictInteger)
  @Min(1, { message: 'originalSize must be at least 1 byte' })
  @IsInt({ message: 'originalSize must be a whole number of bytes' })
  originalSize: number;
}

/** Multipart body of video-to-audio-chunked: one chunk and where it belongs. */
export class VideoChunkRequest extends ChunkedUploadInfo {
  @ApiProperty({ description: 'Position of this chunk, from 0', minimum: 0, example: 0 })
  @Transform(strictInteger)
  @Min(0, { message: 'chunkIndex must be 0 or more' })
  @IsInt({ message: 'chunkIndex must be a whole number' })
  chunkIndex: number;
}

/** Documentation of the chunk multipart body (the file plus the fields above). */
export class VideoChunkUpload extends VideoChunkRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'This chunk of the video (at most 50 MB)' })
  video: unknown;
}

/** JSON body of video-to-audio-process. */
export class ProcessChunkedVideoRequest extends ChunkedUploadInfo {}

/** Answer of transcribe-audio and extract-image-text. */
export class MediaTextResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ description: 'The recognised text', example: 'please call me tomorrow morning' })
  text: string;

  @ApiPropertyOptional({ description: 'A note about the result, when there is one' })
  message?: string;
}

/** Answer of video-to-audio-chunked. */
export class ChunkReceivedResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ description: 'How many distinct chunks of this upload the server holds now', example: 3 })
  received: number;
}

export function toTextResponse(text: string, message?: string): MediaTextResponse {
  return message ? { success: true, text, message } : { success: true, text };
}

/** The mp3 answer of video-to-audio and video-to-audio-process. */
export function toAudioBody(audio: { path: string; bytes: number }): StreamableFile {
  return new StreamableFile(createReadStream(audio.path), {
    type: 'audio/mpeg',
    length: audio.bytes,
    disposition: 'attachment; filename="audio.mp3"',
  });
}
