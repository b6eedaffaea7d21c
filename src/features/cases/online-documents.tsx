/**
 * The documents panel on the admin's case page, which reads the case from the server rather than the
 * tablet's pull: the same panel, with this device's document changes still waiting to be sent. A change
 * the server has taken but the page's copy does not show yet asks the page to read the case again
 * (`onSent`): the outbox marks it sent, the server's timeline then names it and it is no longer pending.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { CaseDetail } from '../../../contract/consultations.ts';
import { db, type DraftRow } from '../../sync/db.ts';
import { DocumentsPanel } from './documents-panel.tsx';
import { DOCUMENT_DELETE_KIND, DOCUMENT_KIND } from './local-cases.ts';

const reflected = (detail: CaseDetail, d: DraftRow) =>
  d.status === 'sent' && d.entity !== undefined && detail.timeline.some((e) => String(e.id) === String(d.entity!.id));

export function OnlineDocuments({ detail, onSent }: { detail: CaseDetail; onSent?: () => void }) {
  const pending = useLiveQuery(
    () =>
      db.drafts
        .where('kind')
        .anyOf([DOCUMENT_KIND, DOCUMENT_DELETE_KIND])
        .filter(
          (d) =>
            ['queued', 'sent', 'rejected'].includes(d.status) &&
            (d.data as { case_uuid?: string }).case_uuid === detail.uuid,
        )
        .toArray(),
    [detail.uuid],
  );
  const unread = (pending ?? [])
    .filter((d) => d.status === 'sent' && !reflected(detail, d))
    .map((d) => d.id)
    .join();
  // Once per new set of sent changes: a reload that still misses one (it cannot) would not loop.
  useEffect(() => {
    if (unread) onSent?.();
  }, [unread]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!pending) return null;
  return <DocumentsPanel c={{ ...detail, pending: pending.filter((d) => !reflected(detail, d)) }} />;
}
