/**
 * The case's documents on the lawyer's tablet: the type's checklist "N of M provided" (a warning, never
 * a block), the documents the server holds with an authorised download, the ones waiting to be sent,
 * and removal after the seed's question "Delete document {name}?" (sent as `cases.document_delete`).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { documentChecklist, type CaseDocument } from '../../../contract/consultation-documents.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useDownload } from '../../lib/authorised-file.ts';
import { db } from '../../sync/db.ts';
import { submit } from '../../sync/outbox.ts';
import { DocumentForm } from './document-form.tsx';
import { DOCUMENT_DELETE_KIND, DOCUMENT_KIND, type LocalCase } from './local-cases.ts';

interface Shown {
  key: string;
  type: string;
  name: string;
  doc: CaseDocument | null;
}

export function DocumentsPanel({ c }: { c: LocalCase }) {
  const intl = useIntl();
  const download = useDownload();
  const [removing, setRemoving] = useState<CaseDocument | null>(null);
  const deleting = new Set(
    c.pending
      .filter((d) => d.kind === DOCUMENT_DELETE_KIND)
      .map((d) => (d.data as { document_uuid: string }).document_uuid),
  );
  const shown: Shown[] = [
    ...c.documents
      .filter((d) => !deleting.has(d.uuid))
      .map((d) => ({ key: d.uuid, type: d.type, name: d.name, doc: d })),
    ...c.pending
      .filter((d) => d.kind === DOCUMENT_KIND && !c.documents.some((x) => x.uuid === d.id))
      .map((d) => {
        const v = d.data as { document_type: string; file_name: string };
        return { key: d.id, type: v.document_type, name: v.file_name, doc: null };
      }),
  ];
  const list = documentChecklist(
    c.type,
    shown.map((s) => s.type),
  );
  const typeName = (t: string) => intl.formatMessage({ id: `document.type.${t}` });
  const remove = async (d: CaseDocument) => {
    setRemoving(null);
    const id = crypto.randomUUID();
    const args = { case_uuid: c.uuid, document_uuid: d.uuid, event_uuid: id };
    await submit(db, { id, kind: DOCUMENT_DELETE_KIND, data: args, step: 0, name: 'cases.document_delete', args });
  };
  return (
    <section data-testid="case-documents">
      <h2>
        <FormattedMessage id="cases.document.title" />
      </h2>
      <p className={list.provided < list.required ? 'notice' : undefined} role="status" data-testid="case-checklist">
        <FormattedMessage id="cases.document.checklist" values={{ provided: list.provided, required: list.required }} />
      </p>
      <ul className="checklist">
        {list.items.map((i) => (
          <li key={i.types.join()} data-provided={i.provided}>
            <FormattedMessage
              id={i.provided ? 'cases.document.item_provided' : 'cases.document.item_missing'}
              values={{ types: i.types.map(typeName).join(' / ') }}
            />
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="cases.document.none" />
        </p>
      ) : (
        <ul data-testid="case-document-list">
          {shown.map((s) => (
            <li key={s.key}>
              {typeName(s.type)} · {s.name}{' '}
              {s.doc ? (
                <>
                  <button type="button" className="btn btn-link" onClick={() => void download(s.doc!.url, s.name)}>
                    <FormattedMessage id="cases.document.open" />
                  </button>{' '}
                  <button type="button" className="btn btn-link" onClick={() => setRemoving(s.doc)}>
                    <FormattedMessage id="cases.document.delete" />
                  </button>
                </>
              ) : (
                <FormattedMessage id="cases.document.waiting" />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        danger
        title={<FormattedMessage id="cases.document.delete_confirm" values={{ name: removing?.name ?? '' }} />}
        confirmLabel={<FormattedMessage id="cases.document.delete" />}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
      <DocumentForm caseUuid={c.uuid} />
    </section>
  );
}
