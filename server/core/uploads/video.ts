import { execFile } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '../../platform/errors';
import { type AppScope, appService } from '../../platform/app-scope';
import type { Config } from '../../config';
import { WorkLimiter } from './limiter';

/**
 * Poster frames and durations of uploaded videos, and the check that a video really is one
 * (decision 0031): ffprobe must find a video stream AND ffmpeg must decode a frame of it. The
 * programs are the system's own, kept patched by its package manager (decision 0043): FFMPEG_PATH
 * / FFPROBE_PATH, else `ffmpeg` and `ffprobe` on PATH. Without them videos are refused with a
 * clear message and everything else works. Each child process has a time limit and at most
 * VIDEO_WORKERS run at once per app; a queue longer than VIDEO_QUEUE is refused with a 429 rather
 * than piling up work.
 */

/** Longest one ffprobe or ffmpeg run may take before it is killed. */
export const VIDEO_STEP_TIMEOUT_MS = 20_000;
const VIDEO_WORKERS = 2;
const VIDEO_QUEUE = 8;
/** How far in the poster frame is taken: past a fade-in, not past the end of a short clip. */
const POSTER_AT_SECONDS = 1;

export const VIDEO_MESSAGES = {
  undecodable: 'The video could not be read: the file is damaged or not a video we can play. Please upload an MP4, WebM or MOV video.',
  tooSlow: 'The video took too long to read. Please try a shorter or smaller video.',
  busy: 'Too many videos are being processed right now. Please try again in a minute.',
  noDecoder: 'This site does not accept videos: its server has no video decoder. Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
} as const;

export interface VideoFacts {
  durationSeconds: number | null;
  /** The poster frame as a PNG, upright (ffmpeg applies the rotation the phone recorded). */
  frame: Buffer;
}

interface ProbeAnswer {
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  format?: { duration?: string };
}

/** The configured path when set (used only if it can be run), else the first `name` on PATH; null when there is none. */
export function findProgram(configured: string | undefined, name: string, searchPath = process.env.PATH ?? ''): string | null {
  const candidates = configured ? [configured] : searchPath.split(path.delimiter).filter(Boolean).map((folder) => path.join(folder, name));
  return candidates.find(isExecutable) ?? null;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** ffmpeg and ffprobe as configured or found on PATH, or what is missing (server/main.ts says it at start). */
export function videoDecoder(config: Config): { ffmpeg: string; ffprobe: string } | { missing: string } {
  const ffmpeg = findProgram(config.media.ffmpegPath, 'ffmpeg');
  const ffprobe = findProgram(config.media.ffprobePath, 'ffprobe');
  if (ffmpeg && ffprobe) return { ffmpeg, ffprobe };
  const missing = [
    ffmpeg ? null : config.media.ffmpegPath ? `FFMPEG_PATH (${config.media.ffmpegPath}) cannot be run` : 'no ffmpeg on PATH',
    ffprobe ? null : config.media.ffprobePath ? `FFPROBE_PATH (${config.media.ffprobePath}) cannot be run` : 'no ffprobe on PATH',
  ].filter(Boolean);
  return { missing: missing.join(', ') };
}

const videoTools = appService('video tools', (deps: { config: Config }) => ({
  decoder: videoDecoder(deps.config),
  limiter: new WorkLimiter(VIDEO_WORKERS, VIDEO_QUEUE, 'video_busy', VIDEO_MESSAGES.busy),
}));

class StepFailed extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'timed out' : 'failed');
  }
}

function runStep(file: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout: VIDEO_STEP_TIMEOUT_MS, killSignal: 'SIGKILL', encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, windowsHide: true },
      (error, stdout) => {
        if (error) {
          // A missing binary is our fault, not the file's: let it be a 500 that the log explains.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') reject(new Error(`${file} was not found: set FFMPEG_PATH / FFPROBE_PATH (docs/operations.md)`));
          else reject(new StepFailed(Boolean((error as { killed?: boolean }).killed)));
          return;
        }
        resolve(stdout);
      },
    );
  });
}

/** Probes and decodes the video in `input`; refuses with a 4xx anything that is not a playable video. */
export async function readVideo(deps: { config: Config; scope: AppScope }, input: Buffer, extension: string): Promise<VideoFacts> {
  const tools = deps.scope.get(videoTools, deps);
  const { decoder } = tools;
  if ('missing' in decoder) throw new AppError(415, 'videos_unavailable', VIDEO_MESSAGES.noDecoder);
  return tools.limiter.run(async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'shipyard-video-'));
    const file = path.join(folder, `upload.${extension}`);
    try {
      await writeFile(file, input);
      const probe = JSON.parse(
        (await runStep(decoder.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file])).toString('utf8') || '{}',
      ) as ProbeAnswer;
      const stream = probe.streams?.find((candidate) => candidate.codec_type === 'video' && (candidate.width ?? 0) > 0);
      if (!stream) throw new AppError(400, 'undecodable_video', VIDEO_MESSAGES.undecodable);
      const duration = Number(probe.format?.duration ?? stream.duration);
      const durationSeconds = Number.isFinite(duration) && duration >= 0 ? duration : null;
      // A short clip has no frame at 1 s: take its first frame instead.
      const at = durationSeconds !== null && durationSeconds > POSTER_AT_SECONDS * 2 ? POSTER_AT_SECONDS : 0;
      const frame = await runStep(decoder.ffmpeg, ['-v', 'error', '-ss', String(at), '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1']);
      if (frame.length === 0) throw new AppError(400, 'undecodable_video', VIDEO_MESSAGES.undecodable);
      return { durationSeconds, frame };
    } catch (error) {
      if (error instanceof StepFailed) {
        throw error.timedOut
          ? new AppError(422, 'video_too_slow', VIDEO_MESSAGES.tooSlow)
          : new AppError(400, 'undecodable_video', VIDEO_MESSAGES.undecodable);
      }
      if (error instanceof SyntaxError) throw new AppError(400, 'undecodable_video', VIDEO_MESSAGES.undecodable);
      throw error;
    } finally {
      await rm(folder, { recursive: true, force: true }).catch(() => {});
    }
  });
}
