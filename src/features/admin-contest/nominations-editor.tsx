/** Admin: the nominations are data — titles in four languages, prize, order, on or off. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { nominationPatchSchema } from '../../../contract/contest.ts';
import { client, read } from '../../lib/api-client.ts';
import type { Nomination } from './load-contest-settings.ts';

const LANGS = ['kk', 'ru', 'en', 'zh'] as const;

export function NominationsEditor({ initial }: { initial: Nomination[] }) {
  const intl = useIntl();
  const [rows, setRows] = useState(initial);
  const patch = async (id: number, changes: z.input<typeof nominationPatchSchema>) => {
    const { data } = await read(
      client.api.contest.nominations[':id{[0-9]+}'].$patch({ param: { id: String(id) }, json: changes }),
    );
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
                      void patch(r.id, { title: { ...r.title, ru: r.title.ru ?? '', [l]: e.target.value } })
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
