import { formatDuration } from '@common/media-constants';

/** A video's length, "3:25", read out as "duration 3:25"; nothing when it is not known. */
export function VideoDuration({ seconds, prefix = '' }: { seconds: number | null; prefix?: string }) {
  if (seconds === null) return null;
  return (
    <span data-testid="video-duration">
      {prefix}
      <span className="sr-only">duration </span>
      {formatDuration(seconds)}
    </span>
  );
}
