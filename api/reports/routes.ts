/**
 * /api/reports: the applications report (by region, district, status or date), the trainer report,
 * lawyer statistics and the import template. Admins see everything, operators their districts,
 * trainers their own flows, lawyers their own statistics.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { importTemplate } from '../imports/template.ts';
import { exportResponse } from '../lib/table-export.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { IMPORT_TARGETS, type ImportTarget } from '../../contract/imports.ts';
import { lawyerStats } from './lawyers.ts';
import { scopeOf } from './scope.ts';
import {
  applicationsReportExport,
  applicationsReportQuery,
  trainerReportExport,
  trainerReportQuery,
} from '../../contract/reports.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const readers = requireRole('admin', 'operator', 'trainer');

const TEMPLATE_NAMES: Record<ImportTarget, string> = {
  applicants: 'applicants',
  agro: 'agro-applications',
  units: 'units',
  prices: 'price-list',
};

export const reportRoutes = new Hono<AppEnv>()
  .get('/applications', readers, validate('query', applicationsReportQuery), async (c) => {
    const { user, locale } = c.var;
    const q = c.req.valid('query');
    return c.json({ data: await c.var.reads('reports.applications', { scope: scopeOf(user!), q, locale }) });
  })
  .get('/applications/export', readers, validate('query', applicationsReportExport), async (c) => {
    const q = c.req.valid('query');
    const { user, locale, t } = c.var;
    const report = await c.var.reads('reports.applications', { scope: scopeOf(user!), q, locale });
    return exportResponse(
      {
        name: `applications-by-${q.group}`,
        head: [t(`reports.group.${q.group}`), t('reports.col.count')],
        rows: report.rows.map((r) => [r.label, r.count]),
      },
      q.format,
    );
  })
  .get('/trainers', readers, validate('query', trainerReportQuery), async (c) => {
    const regionId = c.req.valid('query').region_id;
    return c.json({ data: await c.var.reads('reports.trainers', { scope: scopeOf(c.var.user!), regionId }) });
  })
  .get('/trainers/export', readers, validate('query', trainerReportExport), async (c) => {
    const q = c.req.valid('query');
    const { user, t } = c.var;
    const report = await c.var.reads('reports.trainers', { scope: scopeOf(user!), regionId: q.region_id });
    const cols = ['trainer', 'flows', 'students', 'completed', 'not_completed', 'attendance_rate'] as const;
    return exportResponse(
      {
        name: 'trainer-report',
        head: cols.map((k) => t(`reports.trainers.${k}`)),
        rows: report.rows.map((r) => [r.name, r.flows, r.students, r.completed, r.not_completed, r.attendance_rate]),
      },
      q.format,
    );
  })
  .get('/lawyers', requireRole('admin', 'lawyer'), (c) => c.json({ data: lawyerStats(c.var.db, c.var.user!) }))
  .get('/import/template', requireRole('admin', 'operator'), async (c) => {
    // Each target's template (ADR 093, 106); anything unknown is the applicants'.
    const asked = c.req.query('target');
    const target = (IMPORT_TARGETS as readonly string[]).includes(asked ?? '') ? (asked as ImportTarget) : 'applicants';
    const body = await importTemplate(c.var.t, target);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': XLSX,
      'Content-Disposition': `attachment; filename="${TEMPLATE_NAMES[target]}-template.xlsx"`,
      'Cache-Control': 'no-store',
    });
  });
