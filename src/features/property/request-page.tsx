/**
 * A page of the developer site with a request form under its content: webinar and showroom sign-up,
 * complaints (form only), investors and vacancies (the published items, then the form).
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LeadRequestForm, type RequestKind } from './lead-request-form.tsx';
import './property.css';

export function RequestPage({ kind, list }: { kind: RequestKind; list?: ReactNode }) {
  return (
    <section className="page" data-testid={`request-page-${kind}`}>
      {list ?? (
        <h1>
          <FormattedMessage id={`property.request.${kind}.title`} />
        </h1>
      )}
      <h2>
        <FormattedMessage id={`property.request.${kind}.form`} />
      </h2>
      <LeadRequestForm kind={kind} />
    </section>
  );
}
