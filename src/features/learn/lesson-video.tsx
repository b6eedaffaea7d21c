/**
 * A lesson's (or the course's) video in the quality the learner picked (video-quality.ts). A lesson's
 * furthest point watched goes through the outbox as `learn.progress` video_seconds, merged on the server
 * as the furthest point (ADR 068). Switching quality keeps the position.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { db } from '../../lib/db.ts';
import { reportVideo } from './local-progress.ts';
import { readOffline } from './offline-save.ts';
import { QualitySelect, useQualityChoice } from './video-choice.tsx';
import { browserConnection, resolveQuality, videoFile, type VideoFiles } from './video-quality.ts';

/** Seconds the furthest point must grow before it is queued again: a record per second would flood the outbox. */
const REPORT_STEP = 5;

/** Queues the furthest point when it grew by REPORT_STEP (or at all, on pause, end and leaving). */
function queueFurthest(lessonId: number | undefined, furthest: number, sent: { current: number }, force: boolean) {
  if (lessonId === undefined) return;
  const at = Math.floor(furthest);
  if (at <= sent.current || (!force && at < sent.current + REPORT_STEP)) return;
  sent.current = at;
  void reportVideo(lessonId, at);
}

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
  const furthest = useRef(0);
  const sent = useRef(0);
  const resumeAt = useRef(0);

  const report = (force = false) => queueFurthest(lessonId, furthest.current, sent, force);
  useEffect(() => () => queueFurthest(lessonId, furthest.current, sent, true), [lessonId]);

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
        onTimeUpdate={(e) => {
          furthest.current = Math.max(furthest.current, e.currentTarget.currentTime);
          report();
        }}
        onPause={() => report(true)}
        onEnded={() => report(true)}
      />
      <figcaption>
        <QualitySelect onChange={() => (resumeAt.current = player.current?.currentTime ?? 0)} />
      </figcaption>
    </figure>
  );
}
