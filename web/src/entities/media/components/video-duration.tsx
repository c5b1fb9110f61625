import { formatDuration } from '@common/media-constants';
import { useI18n } from '@web/lib/i18n';

/** A video's length, "3:25", read out as "duration 3:25"; nothing when it is not known. */
export function VideoDuration({ seconds, prefix = '' }: { seconds: number | null; prefix?: string }) {
  const { t } = useI18n();
  if (seconds === null) return null;
  return (
    <span data-testid="video-duration">
      {prefix}
      <span className="sr-only">{t('projectShared.duration')} </span>
      {formatDuration(seconds)}
    </span>
  );
}
