import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * ffmpeg, run as a child process: an audio file in, AES-128 encrypted HLS out (a VOD playlist and MPEG-TS
 * segments of about `segmentSeconds`). No rules here: the upload service decides what a result means.
 */
export interface HlsTranscodeOptions {
  ffmpegPath: string;
  inputPath: string;
  outputDir: string;
  /** 16 bytes each. */
  key: Buffer;
  iv: Buffer;
  /** What the playlist's EXT-X-KEY URI says; the REST bridge rewrites it to its key path when serving. */
  keyUri?: string;
  segmentSeconds?: number;
  audioBitrate?: string;
  signal?: AbortSignal;
}

export type TranscodeResult =
  | { kind: 'ok' }
  /** ffmpeg could not be started (missing, not executable): try again later. */
  | { kind: 'unavailable'; message: string }
  /** ffmpeg ran and refused the input. */
  | { kind: 'failed'; message: string };

export const playlistFileName = 'index.m3u8';
export const segmentPattern = /^segment-\d{5}\.ts$/;

export async function transcodeToEncryptedHls(options: HlsTranscodeOptions): Promise<TranscodeResult> {
  const keyFile = join(options.outputDir, '..', 'hls.key');
  const keyInfoFile = join(options.outputDir, '..', 'hls.keyinfo');
  await writeFile(keyFile, options.key);
  // key info file: the URI written into the playlist, the key file ffmpeg reads, the IV (hex).
  await writeFile(keyInfoFile, `${options.keyUri ?? 'key'}\n${keyFile}\n${options.iv.toString('hex')}\n`);
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel', 'error',
    '-y',
    '-i', options.inputPath,
    '-map', '0:a:0',
    '-vn',
    '-c:a', 'aac',
    '-b:a', options.audioBitrate ?? '128k',
    '-ar', '44100',
    '-ac', '2',
    '-f', 'hls',
    '-hls_time', String(options.segmentSeconds ?? 8),
    '-hls_playlist_type', 'vod',
    '-hls_list_size', '0',
    '-hls_segment_type', 'mpegts',
    '-hls_key_info_file', keyInfoFile,
    '-hls_segment_filename', join(options.outputDir, 'segment-%05d.ts'),
    join(options.outputDir, playlistFileName),
  ];
  return run(options.ffmpegPath, args, options.signal);
}

/** Runs ffmpeg; keeps the end of its error output for the song's record. */
export function run(command: string, args: string[], signal?: AbortSignal): Promise<TranscodeResult> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...(signal ? { signal } : {}) });
    } catch (error) {
      resolve({ kind: 'unavailable', message: `ffmpeg could not be started (${command}): ${(error as Error).message}` });
      return;
    }
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : error);
      if (error.code === 'ENOENT' || error.code === 'EACCES' || error.code === 'ENOTDIR') {
        resolve({ kind: 'unavailable', message: `ffmpeg is not available at ${command} (${error.code})` });
      } else {
        reject(error);
      }
    });
    child.once('close', (code, killedBy) => {
      if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      if (code === 0) resolve({ kind: 'ok' });
      else resolve({ kind: 'failed', message: `ffmpeg exited with ${code ?? killedBy}: ${stderr.trim() || 'no output'}` });
    });
  });
}
