/** The trainers a flow can be given, for the flow form's select. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';

export function useTrainers() {
  const [list, setList] = useState<{ id: number; name: string; phone: string }[]>([]);
  useEffect(() => {
    api<Answer<typeof client.api.flows.trainers.$get>>('/flows/trainers')
      .then((r) => setList(r.data))
      .catch(() => undefined);
  }, []);
  return list;
}
