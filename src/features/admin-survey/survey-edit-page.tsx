/**
 * Admin: one survey — the builder over its working definition, publishing (freezes the next version),
 * withdrawing, a copy under another type (the same test at entry and at exit), the runner's links,
 * and the Google Forms import.
 */
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { ROLES } from '../../../contract/roles.ts';
import { SURVEY_TYPES, type SurveyType } from '../../../contract/survey.ts';
import { Button } from '../../components/ui/button.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { fromInput } from './builder-values.ts';
import { ImportPanel } from './import-panel.tsx';
import type { SurveyDetail } from './load-survey.ts';
import { SurveyBuilder } from './survey-builder.tsx';
import './admin-survey.css';

const route = getRouteApi('/{-$locale}/admin/survey/$id');

export function SurveyEditPage() {
  const loaded = route.useLoaderData();
  // Keyed by the survey: after "make a copy" the page shows the copy, not the state of the one before.
  return (
    <RolesOnly roles={[ROLES.admin]}>
      <SurveyEdit key={loaded?.id} loaded={loaded} />
    </RolesOnly>
  );
}

function SurveyEdit({ loaded }: { loaded: SurveyDetail | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = route.useParams();
  const [survey, setSurvey] = useState<SurveyDetail | null>(loaded);
  const [copyType, setCopyType] = useState<SurveyType>('exit');
  const [busy, setBusy] = useState(false);
  const [edits, setEdits] = useState(0);
  if (!survey) return null;
  const param = { id: String(survey.id) };
  const act = async (call: () => Promise<{ data: SurveyDetail }>) => {
    setBusy(true);
    try {
      setSurvey((await call()).data);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    const { data } = await read(
      client.api.surveys.$post({
        json: { type: copyType, title: survey.title, definition: survey.definition },
      }),
    );
    void navigate({ to: '/{-$locale}/admin/survey/$id', params: { locale, id: data.id } });
  };
  const runner = `/survey/${survey.id}`;
  return (
    <section className="page" data-testid="survey-edit-page">
      <h1>
        <FormattedMessage id="survey.admin.edit" values={{ id: survey.id }} />
      </h1>
      <div className="admin-panel" data-testid="survey-publication">
        <p data-testid="survey-version">
          {survey.current_version ? (
            <FormattedMessage id="survey.admin.published" values={{ version: survey.current_version }} />
          ) : (
            <FormattedMessage id="survey.admin.unpublished" />
          )}
        </p>
        {survey.current_version && (
          <p>
            <FormattedMessage id="survey.admin.public_link" />{' '}
            <a href={runner} data-testid="survey-runner-link">
              {window.location.origin}
              {runner}
            </a>
            <br />
            <FormattedMessage id="survey.admin.flow_link" values={{ link: `${runner}?flow=…` }} />
          </p>
        )}
        <Button
          type="button"
          busy={busy}
          data-testid="survey-publish"
          onClick={() => void act(() => read(client.api.surveys[':id{[0-9]+}'].publish.$post({ param })))}
        >
          <FormattedMessage id="survey.admin.publish" />
        </Button>{' '}
        {survey.current_version && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void act(() => read(client.api.surveys[':id{[0-9]+}'].withdraw.$post({ param })))}
          >
            <FormattedMessage id="survey.admin.withdraw" />
          </button>
        )}{' '}
        <Link to="/{-$locale}/admin/survey/show/$id/$type" params={{ locale, id: survey.id, type: survey.type }}>
          <FormattedMessage id="survey.admin.statistics" />
        </Link>
        {survey.versions.length > 0 && (
          <ul className="survey-versions">
            {survey.versions.map((v) => (
              <li key={v.version}>
                <FormattedMessage id="survey.admin.version" values={{ version: v.version }} />{' '}
                <KzDate value={v.published_at} show="dateTime" />
                {v.withdrawn_at && (
                  <>
                    {' — '}
                    <FormattedMessage id="survey.admin.withdrawn" />
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="survey-row">
          <SelectField
            label={<FormattedMessage id="survey.admin.copy_as" />}
            value={copyType}
            placeholder={false}
            options={SURVEY_TYPES.map((t) => ({ value: t, label: intl.formatMessage({ id: `survey.type.${t}` }) }))}
            onChange={(v) => setCopyType(v as SurveyType)}
            testId="survey-copy-type"
          />{' '}
          <button type="button" className="btn btn-secondary" onClick={() => void copy()} data-testid="survey-copy">
            <FormattedMessage id="survey.admin.copy" />
          </button>
        </p>
      </div>
      <SurveyBuilder
        key={`${survey.id}-${edits}`}
        initial={fromInput(survey)}
        surveyId={survey.id}
        onSaved={(s) => {
          setSurvey(s);
          setEdits((n) => n + 1);
        }}
      />
      <ImportPanel
        survey={survey}
        onImported={(s) => {
          setSurvey(s);
          setEdits((n) => n + 1);
        }}
      />
    </section>
  );
}
