/** Regions and their districts from /api/common_data, for the flow form's selects. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';

export interface CatoNode {
  id: number;
  name: string;
  items?: CatoNode[];
}

export function useCato(): CatoNode[] {
  const [regions, setRegions] = useState<CatoNode[]>([]);
  useEffect(() => {
    const ctl = new AbortController();
    api<{ data: { cato: CatoNode[] } }>('/common_data', { signal: ctl.signal })
      .then((r) => setRegions(r.data.cato))
      .catch(() => undefined);
    return () => ctl.abort();
  }, []);
  return regions;
}

export function useTrainers() {
  const [list, setList] = useState<{ id: number; name: string; phone: string }[]>([]);
  useEffect(() => {
    api<{ data: { id: number; name: string; phone: string }[] }>('/flows/trainers')
      .then((r) => setList(r.data))
      .catch(() => undefined);
  }, []);
  return list;
}
