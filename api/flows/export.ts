/** A flow's attendance report as a table for CSV or XLSX: one row per student, then totals and the rate. */
import type { Translate } from '../lib/i18n.ts';
import type { Cell, ExportTable } from '../lib/table-export.ts';
import type { FlowReport } from './report.ts';

const cell = (v: boolean | null) => (v === null ? '' : v ? '+' : '-');

export function reportTable(report: FlowReport, flowId: number, t: Translate): ExportTable {
  const head = [
    t('flows.report.name'),
    t('flows.report.phone'),
    t('flows.report.status'),
    ...report.per_day.map((d) => t('flows.report.day', { day: d.day })),
  ];
  const body: Cell[][] = report.rows.map((r) => [r.name, r.phone, t(`flows.status.${r.status}`), ...r.marks.map(cell)]);
  const totals = [t('flows.report.present_total'), '', '', ...report.per_day.map((d) => d.present)];
  const rate = [t('flows.report.completion_rate'), '', `${report.completion_rate}%`];
  return { name: `flow-${flowId}-report`, head, rows: [...body, totals, rate] };
}
