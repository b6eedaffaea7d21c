/** Choices for the filters: the flows of a district, and who registers applications. */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { client, read } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/kz-format.ts';
import { useSession } from '../../lib/session.ts';

export interface Option {
  id: number;
  label: string;
  district_id?: number;
  /** A flow's first day, shown after its name in the page's language. */
  start?: string;
}

/**
 * The flows of one district (newest first, up to 100: a district holds a few dozen a year); none until a
 * district is chosen, since a country's flows are thousands.
 */
export function useFlowOptions(districtId: number | null | undefined): Option[] {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<{ districtId: number; flows: Option[] }>();
  useEffect(() => {
    if (!districtId) return;
    const ctl = new AbortController();
    const query = { page: '1', per_page: '100', district_id: String(districtId) };
    read(client.api.flows.$get({ query }, { init: { signal: ctl.signal } }))
      .then((r) =>
        setLoaded({
          districtId,
          flows: r.data.map((f) => ({
            id: f.id,
            label: f.title ?? `#${f.id}`,
            start: f.start_date,
            district_id: f.district_id,
          })),
        }),
      )
      .catch(() => undefined);
    return () => ctl.abort();
  }, [districtId]);
  // Another district's flows never stand in for this one's while they load.
  if (!loaded || loaded.districtId !== districtId) return [];
  return loaded.flows.map((f) => ({ ...f, label: `${f.label} · ${formatDate(intl, f.start, 'shortDay')}` }));
}

/** Admins pick any operator; an operator can narrow the list to what they registered themselves. */
export function useRegistrarOptions(): Option[] {
  const session = useSession();
  const isAdmin = session?.user.role_id === ROLES.admin;
  const [list, setList] = useState<Option[]>([]);
  useEffect(() => {
    if (!isAdmin) return;
    const ctl = new AbortController();
    read(
      client.api.users.$get(
        { query: { role_id: String(ROLES.operator), per_page: '100', page: '1', sort: 'DESC' } },
        { init: { signal: ctl.signal } },
      ),
    )
      .then((r) => setList(r.data.map((u) => ({ id: u.id, label: u.name }))))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [isAdmin]);
  if (!session) return [];
  return isAdmin ? list : [{ id: session.user.id, label: session.user.name }];
}
