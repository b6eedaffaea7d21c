/**
 * The documents panel on the admin's case page, which reads the case from the server rather than the
 * tablet's pull: the same panel, with this device's document changes still waiting to be sent.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CaseDetail } from '../../../api/schemas/consultations.ts';
import { db } from '../../lib/db.ts';
import { DocumentsPanel } from './documents-panel.tsx';
import { DOCUMENT_DELETE_KIND, DOCUMENT_KIND } from './local-cases.ts';

export function OnlineDocuments({ detail }: { detail: CaseDetail }) {
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
  if (!pending) return null;
  return <DocumentsPanel c={{ ...detail, pending }} />;
}
