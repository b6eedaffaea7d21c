/**
 * A lesson's (or the course's) video in the quality the learner picked (video-quality.ts). A lesson's
 * furthest point watched goes through the outbox as `learn.progress` video_seconds, merged on the server
 * as the furthest point (ADR 068). Switching quality keeps the position.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { db } from '../../sync/db.ts';
import { reportVideo } from './local-progress.ts';
import { furthestReporter } from './video-furthest.ts';
import { readOffline } from './offline-save.ts';
import { QualitySelect, useQualityChoice } from './video-choice.tsx';
import {
  browserConnection,
  resolveQuality,
  videoFile,
  type VideoFiles,
} from '../../lib/media-download/video-quality.ts';

export function LessonVideo({
  video,
  courseId,
  lessonId,
  label,
}: {
  video: VideoFiles;
  courseId: number;
  lessonId?: number;
  label: string;
}) {
  const choice = useQualityChoice();
  const saved = useLiveQuery(() => readOffline(db, courseId), [courseId]);
  const quality = resolveQuality(choice, browserConnection(), saved?.saved_at ? saved.quality : undefined);
  const file = videoFile(video, quality)!;
  const player = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(0);
  const [progress] = useState(() =>
    furthestReporter((seconds) => {
      if (lessonId !== undefined) void reportVideo(lessonId, seconds);
    }),
  );
  useEffect(() => () => progress.flush(), [progress]);

  return (
    <figure className="learn-video-box" data-testid="learn-video">
      <video
        key={file.url}
        ref={player}
        src={file.url}
        controls
        playsInline
        preload="none"
        aria-label={label}
        data-quality={quality}
        className="learn-video"
        onLoadedMetadata={(e) => {
          if (resumeAt.current) e.currentTarget.currentTime = resumeAt.current;
          resumeAt.current = 0;
        }}
        onTimeUpdate={(e) => progress.at(e.currentTarget.currentTime)}
        onPause={() => progress.flush()}
        onEnded={() => progress.flush()}
      />
      <figcaption>
        <QualitySelect onChange={() => (resumeAt.current = player.current?.currentTime ?? 0)} />
      </figcaption>
    </figure>
  );
}
