/** The case forms' inputs, labelled `cases.field.<name>`. */
import type { ArrestField, DebtHelpField } from '../../../contract/consultation-counts.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';

export type CaseFieldName =
  | 'iin'
  | 'name'
  | 'phone'
  | 'type'
  | 'title'
  | 'problem'
  | 'outcome'
  | 'reason'
  | 'last_repayment'
  | 'filing_date'
  | 'refiling_date'
  | 'text'
  | 'document_type'
  | 'file_id'
  | ArrestField
  | DebtHelpField;

export const { TextInput, TextArea, SelectInput, PhoneInput, DateInput, useFieldState } =
  boundInputs<CaseFieldName>('cases.field.');
