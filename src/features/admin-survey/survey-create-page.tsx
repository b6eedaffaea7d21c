/** Admin: a new survey in the builder; once saved it opens as itself, ready to publish. */
import { useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { blankLabel, blankQuestion } from './builder-values.ts';
import { SurveyBuilder } from './survey-builder.tsx';
import './admin-survey.css';

export function SurveyCreatePage() {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  return (
    <RolesOnly roles={[ROLES.admin]}>
      <section className="page" data-testid="survey-create-page">
        <h1>
          <FormattedMessage id="survey.admin.create" />
        </h1>
        <SurveyBuilder
          initial={{
            type: 'entry',
            per_person: 'once',
            title: blankLabel(),
            definition: { questions: [blankQuestion(1)] },
          }}
          onSaved={(s) => void navigate({ to: '/{-$locale}/admin/survey/$id', params: { locale, id: s.id } })}
        />
      </section>
    </RolesOnly>
  );
}
