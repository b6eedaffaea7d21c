/** One term of a description list, labelled by a catalog id: the account's personal data, a flow card's facts. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function TermRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
