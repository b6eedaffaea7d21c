/**
 * A case document is legally privileged: only the case's lawyer and admins download it; experts, who
 * review contest entries, still read every other upload (issue 34, "noted": experts downloaded every file).
 */
import { eq } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consultations } from '../../db/schema.ts';
import { intakeArgs, tablet } from '../support/cases.ts';
import { completePhoto } from '../support/contest-account.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

function storedFile(ownerId: number) {
  const id = completePhoto(t.db, ownerId);
  mkdirSync(join(t.dir, 'uploads'), { recursive: true });
  writeFileSync(join(t.dir, 'uploads', id), Buffer.alloc(10));
  return id;
}
const download = async (id: string, token: string) => (await t.call('GET', `/api/files/${id}`, { token })).status;

describe('a case document', () => {
  it('downloads for the case lawyer and admins only, not for an expert nor another lawyer', async () => {
    const lawyer = await t.userWithRole('lawyer');
    const args = intakeArgs();
    await tablet(t, lawyer.token).push('cases.intake', args);
    expect(t.db.select().from(consultations).where(eq(consultations.uuid, args.case_uuid)).get()).toBeDefined();
    const file = storedFile(lawyer.user.id);
    const filed = await tablet(t, lawyer.token).push('cases.document', {
      case_uuid: args.case_uuid,
      document_uuid: crypto.randomUUID(),
      type: 'loan_contract',
      file_id: file,
    });
    expect(filed.status).toBe('applied');

    const expert = await t.userWithRole('expert');
    const other = await t.userWithRole('lawyer');
    const admin = await t.userWithRole('admin');
    expect(await download(file, lawyer.token)).toBe(200);
    expect(await download(file, admin.token)).toBe(200);
    expect(await download(file, expert.token)).toBe(403);
    expect(await download(file, other.token)).toBe(403);
    // Not kept even in the lawyer's own browser cache (issue 34, noted: no-store on personal data).
    const read = await t.call('GET', `/api/files/${file}`, { token: lawyer.token });
    expect(read.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('leaves every other upload readable by experts, as contest review needs', async () => {
    const applicant = await t.userWithRole('applicant');
    const expert = await t.userWithRole('expert');
    const photo = storedFile(applicant.user.id);
    expect(await download(photo, expert.token)).toBe(200);
    expect(await download(photo, applicant.token)).toBe(200);
    expect(await download(photo, (await t.userWithRole('operator')).token)).toBe(403);
  });
});
