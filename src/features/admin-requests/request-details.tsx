import { FormattedMessage } from 'react-intl';

/** The fields a person filled in, labelled as on the form (the consent tick is implied). */
export function RequestDetails({ payload }: { payload: Record<string, unknown> }) {
  const entries = Object.entries(payload).filter(([k]) => k !== 'consent');
  return (
    <dl className="request-details">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>
            <FormattedMessage id={`request.field.${k}`} />
          </dt>
          <dd>{k === 'consultation_type' ? <FormattedMessage id={`consultation.type.${String(v)}`} /> : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}
