/** A flow's attendance report as JSON, and its CSV or XLSX export, for admins and the district's operators. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { flowFor } from '../flows/access.ts';
import { reportCsv, reportXlsx } from '../flows/export.ts';
import { flowReport } from '../flows/report.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';

const manage = requireRole('admin', 'operator');
const exportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const flowReportRoutes = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/report', manage, (c) => {
    const found = flowFor(c, Number(c.req.param('id')));
    if (found.error) return found.error;
    return c.json({ data: flowReport(c.var.db, found.flow) });
  })
  .get('/:id{[0-9]+}/export', manage, validate('query', exportQuery), (c) => {
    const found = flowFor(c, Number(c.req.param('id')));
    if (found.error) return found.error;
    const report = flowReport(c.var.db, found.flow);
    const { format } = c.req.valid('query');
    const name = `flow-${found.flow.id}-report.${format}`;
    c.header('Content-Disposition', `attachment; filename="${name}"`);
    c.header('Cache-Control', 'no-store');
    if (format === 'csv') {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(reportCsv(report, c.var.t));
    }
    c.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return c.body(reportXlsx(report, c.var.t));
  });
