/** Admin: the nominations are data — titles in four languages, prize, order, on or off. */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
type Localized = Partial<Record<'kk' | 'ru' | 'en' | 'zh', string>>;
import { api } from '../../lib/api.ts';

interface Row {
  id: number;
  slug: string;
  kind: string;
  category: string | null;
  title: Localized;
  prize: number;
  active: boolean;
}
const LANGS = ['kk', 'ru', 'en', 'zh'] as const;

export function NominationsEditor() {
  const intl = useIntl();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    void api<{ data: Row[] }>('/contest/nominations').then(({ data }) => setRows(data));
  }, []);
  const patch = async (id: number, changes: Partial<Row>) => {
    const { data } = await api<{ data: Row }>(`/contest/nominations/${id}`, { method: 'PATCH', body: changes });
    setRows((rs) => rs.map((r) => (r.id === id ? data : r)));
  };
  return (
    <>
      <h2>
        <FormattedMessage id="contest.admin.nominations" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="contest.nominations.tbc" />
      </p>
      <table className="table">
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.slug}</td>
              {LANGS.map((l) => (
                <td key={l}>
                  <input
                    aria-label={`${r.slug} ${l}`}
                    defaultValue={r.title[l] ?? ''}
                    onBlur={(e) =>
                      e.target.value !== (r.title[l] ?? '') &&
                      void patch(r.id, { title: { ...r.title, [l]: e.target.value } })
                    }
                  />
                </td>
              ))}
              <td>
                <input
                  type="number"
                  aria-label={intl.formatMessage({ id: 'contest.admin.prize' })}
                  defaultValue={r.prize}
                  onBlur={(e) =>
                    Number(e.target.value) !== r.prize && void patch(r.id, { prize: Number(e.target.value) })
                  }
                />
              </td>
              <td>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={r.active}
                    onChange={(e) => void patch(r.id, { active: e.target.checked })}
                  />{' '}
                  <FormattedMessage id="contest.admin.active" />
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
