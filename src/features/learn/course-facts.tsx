/** When and where a course meets, in the learner's language, with the point opening the phone's map app. */
import { FormattedMessage } from 'react-intl';
import { PlaceLink } from '../../components/ui/place-link.tsx';
import type { LearnCourse } from './learn-data.ts';
import './learn.css';

type Facts = Pick<
  LearnCourse,
  'schedule_title' | 'schedule_description' | 'place' | 'responsible_name' | 'responsible_phone' | 'language'
>;

export function CourseFacts({ course }: { course: Facts }) {
  const { place } = course;
  const area = [place.region, place.district].filter(Boolean).join(', ');
  return (
    <dl className="learn-facts" data-testid="learn-facts">
      <dt>
        <FormattedMessage id="learn.field.language" />
      </dt>
      <dd>
        <FormattedMessage id={`learn.language.${course.language}`} />
      </dd>
      {(course.schedule_title || course.schedule_description) && (
        <>
          <dt>
            <FormattedMessage id="learn.schedule.title" />
          </dt>
          <dd>
            {course.schedule_title && <strong>{course.schedule_title}</strong>}
            {course.schedule_description && <p>{course.schedule_description}</p>}
          </dd>
        </>
      )}
      {(area || place.address || place.lat !== null) && (
        <>
          <dt>
            <FormattedMessage id="learn.place.title" />
          </dt>
          <dd data-testid="learn-place">
            {area && <p>{area}</p>}
            {place.address && <p>{place.address}</p>}
            {place.lat !== null && place.lon !== null && (
              <PlaceLink lat={place.lat} lon={place.lon} label={place.address} />
            )}
          </dd>
        </>
      )}
      {course.responsible_name && (
        <>
          <dt>
            <FormattedMessage id="learn.field.responsible_name" />
          </dt>
          <dd>
            {course.responsible_name}
            {course.responsible_phone && (
              <>
                {' · '}
                <a href={`tel:+${course.responsible_phone}`}>+{course.responsible_phone}</a>
              </>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
