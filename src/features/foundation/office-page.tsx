/** The project office members as a table, clearly marked as an illustrative list to be confirmed. */
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../components/ui/content-blocks.tsx';
import { OFFICE_MEMBERS } from './office-members.ts';

export function OfficePage() {
  const intl = useIntl();
  const latin = intl.locale === 'en' || intl.locale === 'zh';
  return (
    <article className="page" data-testid="foundation-office-page">
      <PageHeader title="foundation.office.title" lead="foundation.office.lead" />
      <p className="note" role="note">
        <FormattedMessage id="foundation.office.illustrative" />
      </p>
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <FormattedMessage id="foundation.office.col.name" />
              </th>
              <th scope="col">
                <FormattedMessage id="foundation.office.col.position" />
              </th>
              <th scope="col">
                <FormattedMessage id="foundation.office.col.area" />
              </th>
            </tr>
          </thead>
          <tbody>
            {OFFICE_MEMBERS.map((m, i) => (
              <tr key={m.name.latn}>
                <td>{i + 1}</td>
                <td>{latin ? m.name.latn : m.name.cyrl}</td>
                <td>
                  <FormattedMessage id={`foundation.office.position.${m.position}`} />
                </td>
                <td>
                  <FormattedMessage id={`foundation.office.area.${m.area}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
