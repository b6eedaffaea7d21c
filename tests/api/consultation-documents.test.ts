/** Documents on a case (issue 17.3, ADR 091): filed once through the outbox, checklist, soft delete, access. */
import { and, eq } from 'drizzle-orm';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDetail, MyCase } from '../../contract/consultations.ts';
import { consultationEvents, consultations, files, userActions } from '../../db/schema.ts';
import { intakeArgs, tablet } from '../support/cases.ts';
import { completePhoto } from '../support/contest-account.ts';
import { nextIin } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

async function lawyer() {
  const l = await t.userWithRole('lawyer');
  return { ...l, tab: tablet(t, l.token) };
}

async function openCase(l: Awaited<ReturnType<typeof lawyer>>, over: Record<string, unknown> = {}) {
  const args = intakeArgs(over);
  await l.tab.push('cases.intake', args);
  const row = t.db.select().from(consultations).where(eq(consultations.uuid, args.case_uuid)).get()!;
  return { uuid: args.case_uuid, id: row.id };
}

async function detail(id: number, token: string) {
  const res = await t.call('GET', `/api/consultations/${id}`, { token });
  return (await res.json()) as { data: CaseDetail };
}

/** A complete upload of `ownerId` whose bytes are on disk, so the download route serves it. */
function storedFile(ownerId: number) {
  const id = completePhoto(t.db, ownerId);
  mkdirSync(join(t.dir, 'uploads'), { recursive: true });
  writeFileSync(join(t.dir, 'uploads', id), Buffer.alloc(10));
  return id;
}

const docArgs = (caseUuid: string, fileId: string, type = 'loan_contract') => ({
  case_uuid: caseUuid,
  document_uuid: crypto.randomUUID(),
  type,
  file_id: fileId,
});

const documentEvents = (id: number) =>
  t.db
    .select()
    .from(consultationEvents)
    .where(and(eq(consultationEvents.consultationId, id), eq(consultationEvents.kind, 'document')))
    .all();

describe('cases.document', () => {
  it('a document sent twice (a resend after a lost answer) is filed once, with who, type and file name', async () => {
    const l = await lawyer();
    const c = await openCase(l);
    const args = docArgs(c.uuid, storedFile(l.user.id));
    const first = await l.tab.push('cases.document', args);
    expect(first).toMatchObject({ status: 'applied', entity: { type: 'consultation_event' } });
    expect(await l.tab.push('cases.document', args)).toMatchObject({ status: 'applied', entity: first.entity });
    expect(documentEvents(c.id)).toHaveLength(1);
    const { data } = await detail(c.id, l.token);
    expect(data.documents).toEqual([
      expect.objectContaining({
        uuid: args.document_uuid,
        type: 'loan_contract',
        name: 'p.jpg',
        user_name: l.user.name,
      }),
    ]);
    expect(data.timeline.at(-1)).toMatchObject({ kind: 'document', after: { type: 'loan_contract', name: 'p.jpg' } });
  });

  it('waits while its file is not complete, as a contest photo does, and is filed once the upload finished', async () => {
    const l = await lawyer();
    const c = await openCase(l);
    // Still uploading over tus (cut off on 2G): the record waits, nothing is filed.
    const fileId = storedFile(l.user.id);
    t.db.update(files).set({ status: 'uploading' }).where(eq(files.id, fileId)).run();
    const args = docArgs(c.uuid, fileId);
    expect(await l.tab.push('cases.document', args)).toMatchObject({
      status: 'rejected',
      errors: { file_id: ['sync.file_incomplete'] },
    });
    expect(documentEvents(c.id)).toHaveLength(0);
    // Another account's complete file is not this lawyer's to file.
    const other = await t.userWithRole('lawyer');
    const theirs = docArgs(c.uuid, storedFile(other.user.id));
    expect((await l.tab.push('cases.document', theirs)).errors).toEqual({ file_id: ['sync.file_incomplete'] });
    t.db.update(files).set({ status: 'complete' }).where(eq(files.id, fileId)).run();
    expect((await l.tab.push('cases.document', args)).status).toBe('applied');
    expect(documentEvents(c.id)).toHaveLength(1);
  });

  it('another lawyer can neither file a document on the case nor download its files; an admin can do both', async () => {
    const a = await lawyer();
    const b = await lawyer();
    const c = await openCase(a);
    const refused = await b.tab.push('cases.document', docArgs(c.uuid, storedFile(b.user.id)));
    expect(refused).toMatchObject({ status: 'rejected', errors: { case_uuid: ['cases.errors.not_found'] } });
    expect(documentEvents(c.id)).toHaveLength(0);

    const admin = await t.userWithRole('admin');
    const adminsFile = storedFile(admin.user.id);
    expect((await tablet(t, admin.token).push('cases.document', docArgs(c.uuid, adminsFile, 'id_card'))).status).toBe(
      'applied',
    );
    // The case's lawyer reads the document an admin uploaded; another lawyer does not.
    const read = await t.call('GET', `/api/files/${adminsFile}`, { token: a.token });
    expect(read.status).toBe(200);
    expect((await read.arrayBuffer()).byteLength).toBe(10);
    expect((await t.call('GET', `/api/files/${adminsFile}`, { token: b.token })).status).toBe(403);
  });

  it('the checklist counts the type’s requirements met, any of the alternatives meeting one, and never blocks', async () => {
    const l = await lawyer();
    const c = await openCase(l, { type: 'judicial_bankruptcy' });
    expect((await detail(c.id, l.token)).data.checklist).toMatchObject({ provided: 0, required: 4 });
    for (const type of ['id_card', 'illness', 'disability', 'other'])
      await l.tab.push('cases.document', docArgs(c.uuid, storedFile(l.user.id), type));
    const { data } = await detail(c.id, l.token);
    expect(data.checklist).toMatchObject({ provided: 2, required: 4 });
    expect(data.checklist.items.map((i) => i.provided)).toEqual([true, false, true, false]);
    const fraud = await openCase(l, { type: 'fraud' });
    expect((await detail(fraud.id, l.token)).data.checklist).toMatchObject({ provided: 0, required: 3 });
    // Two documents missing: the case still moves on.
    const move = {
      case_uuid: c.uuid,
      event_uuid: crypto.randomUUID(),
      from: null,
      outcome: 'out_of_court',
    };
    expect(await l.tab.push('cases.outcome', move)).toMatchObject({ status: 'applied' });
  });

  it('a removal is a soft delete: off the list and the checklist, in the timeline and the action log, the file kept', async () => {
    const l = await lawyer();
    const c = await openCase(l, { type: 'judicial_bankruptcy' });
    const fileId = storedFile(l.user.id);
    const doc = docArgs(c.uuid, fileId, 'id_card');
    await l.tab.push('cases.document', doc);
    const del = { case_uuid: c.uuid, document_uuid: doc.document_uuid, event_uuid: crypto.randomUUID() };
    const first = await l.tab.push('cases.document_delete', del);
    expect(first.status).toBe('applied');
    // Sent again, or from a second device: one removal.
    expect((await l.tab.push('cases.document_delete', del)).entity).toEqual(first.entity);
    expect((await l.tab.push('cases.document_delete', { ...del, event_uuid: crypto.randomUUID() })).entity).toEqual(
      first.entity,
    );
    const { data } = await detail(c.id, l.token);
    expect(data.documents).toEqual([]);
    expect(data.checklist.provided).toBe(0);
    expect(data.timeline.filter((e) => e.kind === 'document_deleted')).toEqual([
      expect.objectContaining({
        user_name: l.user.name,
        after: expect.objectContaining({ name: 'p.jpg', type: 'id_card' }),
      }),
    ]);
    expect(t.db.select().from(files).where(eq(files.id, fileId)).get()?.status).toBe('complete');
    expect(t.db.select().from(userActions).where(eq(userActions.action, 'cases.document_delete')).all()).toHaveLength(
      1,
    );
    const unknown = { ...del, document_uuid: crypto.randomUUID(), event_uuid: crypto.randomUUID() };
    expect((await l.tab.push('cases.document_delete', unknown)).errors).toEqual({
      document_uuid: ['cases.document.not_found'],
    });
  });

  it('the person’s own view of the case shows no documents', async () => {
    const l = await lawyer();
    const iin = nextIin();
    const person = await t.userWithRole('applicant', { iin });
    const c = await openCase(l, { iin });
    await l.tab.push('cases.document', docArgs(c.uuid, storedFile(l.user.id)));
    const res = await t.call('GET', '/api/consultations/mine', { token: person.token });
    const { data } = (await res.json()) as { data: MyCase[] };
    expect(data).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/p\.jpg|loan_contract|document/);
  });
});

describe('purging removed documents’ files (ADR 095)', () => {
  it('after the grace period the bytes and the file row go, unless a document still on a case uses the file', async () => {
    const l = await lawyer();
    const c = await openCase(l);
    const removed = storedFile(l.user.id);
    const shared = storedFile(l.user.id);
    const kept = storedFile(l.user.id);
    const docs = [
      docArgs(c.uuid, removed),
      docArgs(c.uuid, shared),
      docArgs(c.uuid, shared, 'other'),
      docArgs(c.uuid, kept),
    ];
    for (const d of docs) expect((await l.tab.push('cases.document', d)).status).toBe('applied');
    // Removed: the first document, and one of the two filed with the same file.
    for (const d of [docs[0]!, docs[1]!])
      await l.tab.push('cases.document_delete', {
        case_uuid: c.uuid,
        document_uuid: d.document_uuid,
        event_uuid: crypto.randomUUID(),
      });
    const day = 86_400_000;
    const { purgeRemovedCaseFiles } = await import('../../api/files/purge.ts');
    expect(t.config.cases.documentPurgeDays).toBe(30);
    expect(await purgeRemovedCaseFiles(t.db, t.config, new Date(Date.now() + 29 * day))).toEqual([]);
    expect(existsSync(join(t.dir, 'uploads', removed))).toBe(true);

    expect(await purgeRemovedCaseFiles(t.db, t.config, new Date(Date.now() + 31 * day))).toEqual([removed]);
    expect(existsSync(join(t.dir, 'uploads', removed))).toBe(false);
    expect(t.db.select().from(files).where(eq(files.id, removed)).get()).toBeUndefined();
    for (const id of [shared, kept]) expect(existsSync(join(t.dir, 'uploads', id))).toBe(true);
    const admin = await t.userWithRole('admin');
    expect((await t.call('GET', `/api/files/${removed}`, { token: admin.token })).status).toBe(404);
    // The timeline still says what was filed and removed; the log records the purge.
    const { data } = await detail(c.id, l.token);
    expect(data.timeline.filter((e) => e.kind === 'document_deleted')).toHaveLength(2);
    expect(data.documents.map((d) => d.file_id).sort()).toEqual([shared, kept].sort());
    expect(t.db.select().from(userActions).where(eq(userActions.action, 'cases.document_purge')).all()).toMatchObject([
      { subjectId: removed },
    ]);
  });
});
