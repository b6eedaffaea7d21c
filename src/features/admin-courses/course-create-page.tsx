/** /admin/courses_create: a new course starts unpublished; lessons and the test are added on its page. */
import { useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { client, read } from '../../lib/api-client.ts';
import { CourseForm } from './course-form.tsx';
import { EDITORS } from './load-courses.ts';

export function CourseCreatePage() {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  return (
    <RolesOnly roles={EDITORS}>
      <section className="page">
        <h1>
          <FormattedMessage id="learn.admin.create" />
        </h1>
        <CourseForm
          onSave={async (json) => {
            const { data } = await read(client.api.courses.$post({ json }));
            await navigate({ to: '/{-$locale}/admin/courses/$id', params: { locale, id: data.id } });
          }}
        />
      </section>
    </RolesOnly>
  );
}
