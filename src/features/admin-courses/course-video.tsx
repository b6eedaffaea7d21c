/** The course's introductory video, saved on its own (PUT /api/courses/{id}/video), with its low-variant job. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { client, read } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api.ts';
import type { AdminCourse } from './load-courses.ts';
import { MediaPicker } from './media-picker.tsx';

export function CourseVideo({ course, onSaved }: { course: AdminCourse; onSaved: (c: AdminCourse) => void }) {
  const intl = useIntl();
  const [error, setError] = useState<string>();
  const save = async (video: string | null) => {
    setError(undefined);
    try {
      const { data } = await read(
        client.api.courses[':id{[0-9]+}'].video.$put({ param: { id: String(course.id) }, json: { video } }),
      );
      onSaved(data);
    } catch (e) {
      setError((e instanceof ApiError && e.errors.video?.[0]) || 'common.errors');
    }
  };
  return (
    <MediaPicker
      kind="video"
      label={intl.formatMessage({ id: 'learn.admin.course_video' })}
      value={course.video}
      onChange={(id) => void save(id)}
      error={error}
      testId="course-video"
    />
  );
}
