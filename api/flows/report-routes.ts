/** A flow's attendance report as JSON, and its CSV or XLSX export, for admins and the district's operators. */
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { flowFor } from './access.ts';
import { reportTable } from './export.ts';
import { flowReport } from './report.ts';
import { exportResponse } from '../lib/table-export.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { exportQuery } from '../../contract/export.ts';

const manage = requireRole('admin', 'operator');

export const flowReportRoutes = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/report', manage, (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    return c.json({ data: flowReport(c.var.db, flow) });
  })
  .get('/:id{[0-9]+}/export', manage, validate('query', exportQuery), (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    const report = flowReport(c.var.db, flow);
    return exportResponse(reportTable(report, flow.id, c.var.t), c.req.valid('query').format);
  });
