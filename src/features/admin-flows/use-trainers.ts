/** The trainers a flow can be given, for the flow form's select; `loading` until the list has come. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';

type Trainer = { id: number; name: string; phone: string };

export function useTrainers() {
  const [state, setState] = useState<{ list: Trainer[]; loading: boolean }>({ list: [], loading: true });
  useEffect(() => {
    api<Answer<typeof client.api.flows.trainers.$get>>('/flows/trainers')
      .then((r) => setState({ list: r.data, loading: false }))
      .catch(() => setState((s) => ({ ...s, loading: false })));
  }, []);
  return state;
}
