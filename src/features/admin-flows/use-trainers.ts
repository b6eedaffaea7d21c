/** The trainers a flow can be given, for the flow form's select. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';

export function useTrainers() {
  const [list, setList] = useState<{ id: number; name: string; phone: string }[]>([]);
  useEffect(() => {
    api<{ data: { id: number; name: string; phone: string }[] }>('/flows/trainers')
      .then((r) => setList(r.data))
      .catch(() => undefined);
  }, []);
  return list;
}
