import { describe, expect, it } from 'vitest';
import { ROLES } from '../../contract/roles.ts';
import { isStaffPage } from './staff-area.ts';

describe('isStaffPage', () => {
  it('is the admin area, the office and the trainer’s pages, for signed-in staff', () => {
    for (const p of ['/ru/admin/applications', '/admin', '/kk/office/register', '/zh/trainer/flows/3', '/ch/admin/'])
      expect(isStaffPage(p, ROLES.operator), p).toBe(true);
  });
  it('is not the sign-in page, the public site, an applicant or someone not signed in', () => {
    expect(isStaffPage('/ru/admin/login', ROLES.admin)).toBe(false);
    expect(isStaffPage('/ru/news', ROLES.admin)).toBe(false);
    expect(isStaffPage('/ru/administration', ROLES.admin)).toBe(false);
    expect(isStaffPage('/ru/admin/applications', ROLES.applicant)).toBe(false);
    expect(isStaffPage('/ru/admin/reports', undefined)).toBe(false);
  });
});
