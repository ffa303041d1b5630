/**
 * The Media calls of SPEC §7. Uploads go through uploadWithProgress (real progress); the JSON calls through
 * the generated client. POST /api/cleanup-session runs before every upload.
 */
import {
  cleanupSession,
  getExtractImageTextUrl,
  getTranscribeAudioUrl,
  getVideoToAudioChunkedUrl,
  getVideoToAudioUrl,
  videoToAudioProcess,
} from 'src/api/generated/media/media';
import type { ChunkReceivedResponse, MediaTextResponse } from 'src/api/generated/model';
import { uploadWithProgress } from 'src/api/upload';

export interface CallOptions {
  /** X-UI-Language and X-Output-Language. */
  headers: Record<string, string>;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** Removes this visitor's temporary upload files on the server; its failure never stops an upload. */
export async function cleanup(signal?: AbortSignal): Promise<void> {
  try {
    await cleanupSession({ signal });
  } catch {
    /* the server sweeps stale files anyway */
  }
}

function form(field: string, file: Blob, name: string, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(extra)) data.append(k, v);
  data.append(field, file, name);
  return data;
}

export async function transcribeAudio(audio: Blob, name: string, o: CallOptions): Promise<MediaTextResponse> {
  await cleanup(o.signal);
  return uploadWithProgress<MediaTextResponse>(getTranscribeAudioUrl(), form('audio', audio, name), o);
}

export async function extractImageText(image: Blob, name: string, o: CallOptions): Promise<MediaTextResponse> {
  await cleanup(o.signal);
  return uploadWithProgress<MediaTextResponse>(getExtractImageTextUrl(), form('image', image, name), o);
}

/** A video of at most 50 MB in one request; the answer is its sound track as mp3. */
export async function videoToAudio(video: File, o: CallOptions): Promise<Blob> {
  await cleanup(o.signal);
  return uploadWithProgress<Blob>(getVideoToAudioUrl(), form('video', video, video.name || 'video'), {
    ...o,
    responseType: 'blob',
  });
}

export interface ChunkInfo {
  originalName: string;
  originalSize: number;
  totalChunks: number;
}

export function uploadVideoChunk(chunk: Blob, index: number, info: ChunkInfo, o: CallOptions) {
  const fields = {
    chunkIndex: String(index),
    totalChunks: String(info.totalChunks),
    originalName: info.originalName,
    originalSize: String(info.originalSize),
  };
  return uploadWithProgress<ChunkReceivedResponse>(
    getVideoToAudioChunkedUrl(),
    form('video', chunk, `chunk-${index}`, fields),
    o,
  );
}

/** Joins the uploaded chunks on the server and returns the sound track as mp3. */
export function processChunkedVideo(info: ChunkInfo, o: CallOptions): Promise<Blob> {
  return videoToAudioProcess(info, { signal: o.signal, headers: o.headers });
}
