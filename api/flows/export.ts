/** CSV and XLSX of a flow report. XLSX goes through exceljs's streaming writer, never a whole workbook in memory. */
import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import type { Translate } from '../lib/i18n.ts';
import type { FlowReport } from './report.ts';

const cell = (v: boolean | null) => (v === null ? '' : v ? '+' : '-');

function table(report: FlowReport, t: Translate): (string | number)[][] {
  const head = [
    t('flows.report.name'),
    t('flows.report.phone'),
    t('flows.report.status'),
    ...report.per_day.map((d) => t('flows.report.day', { day: d.day })),
  ];
  const body = report.rows.map((r) => [r.name, r.phone, t(`flows.status.${r.status}`), ...r.marks.map(cell)]);
  const totals = [t('flows.report.present_total'), '', '', ...report.per_day.map((d) => d.present)];
  const rate = [t('flows.report.completion_rate'), '', `${report.completion_rate}%`];
  return [head, ...body, totals, rate];
}

const csvField = (v: string | number) => {
  const s = String(v);
  // A leading =,+,-,@ would run as a formula in a spreadsheet; a quote keeps it text.
  const safe = /^[=+\-@]/.test(s) && s.length > 1 ? `'${s}` : s;
  return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const reportCsv = (report: FlowReport, t: Translate) =>
  '\uFEFF' +
  table(report, t)
    .map((row) => row.map(csvField).join(','))
    .join('\r\n') +
  '\r\n';

export function reportXlsx(report: FlowReport, t: Translate): ReadableStream {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet(t('flows.report.sheet'));
  void (async () => {
    try {
      for (const row of table(report, t)) ws.addRow(row).commit();
      ws.commit();
      await wb.commit();
    } catch (e) {
      out.destroy(e as Error);
    }
  })();
  return Readable.toWeb(out) as unknown as ReadableStream;
}
