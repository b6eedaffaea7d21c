/** The case's arrest and debt-help counts between their columns and the contract's groups (schemas/consultation-counts.ts). */
import type { consultations } from '../../db/schema.ts';
import type { ArrestCounts, ArrestField, DebtHelpCounts, DebtHelpField } from '../../contract/consultation-counts.ts';
import type { CaseRow } from './access.ts';

type Column = keyof typeof consultations.$inferSelect;

const ARREST_COLUMNS = {
  by_court_act: 'arrestsCourtAct',
  by_writs: 'arrestsWrits',
  by_bank_restriction: 'arrestsBank',
  accounts_seized: 'accountsSeized',
  accounts_released: 'accountsReleased',
  accounts_unreleased: 'accountsUnreleased',
} as const satisfies Record<ArrestField, Column>;

const DEBT_HELP_COLUMNS = {
  mfo: 'debtMfo',
  banks: 'debtBanks',
  collectors: 'debtCollectors',
  mfo_applications: 'debtMfoApplications',
  bank_applications: 'debtBankApplications',
  collector_applications: 'debtCollectorApplications',
  documents_collected: 'debtDocumentsCollected',
  sent_to_regulator: 'debtSentToRegulator',
} as const satisfies Record<DebtHelpField, Column>;

const read = <K extends string>(map: Record<K, Column>, c: CaseRow) =>
  Object.fromEntries(Object.entries(map).map(([k, col]) => [k, c[col as Column]])) as Record<K, number>;
const write = <K extends string>(map: Record<K, Column>, v: Record<K, number>) =>
  Object.fromEntries(Object.entries(map).map(([k, col]) => [col, v[k as K]])) as Partial<CaseRow>;

export const arrestsOf = (c: CaseRow): ArrestCounts => read(ARREST_COLUMNS, c);
export const debtHelpOf = (c: CaseRow): DebtHelpCounts => read(DEBT_HELP_COLUMNS, c);
export const arrestColumns = (v: ArrestCounts) => write(ARREST_COLUMNS, v);
export const debtHelpColumns = (v: DebtHelpCounts) => write(DEBT_HELP_COLUMNS, v);
