/**
 * The property calculators' shared parts: a box that is a collapsed section in the unit card and an
 * open one on the calculators page, and a number typed as people type it ("16,5", "28 105 000").
 */
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../components/ui/field.tsx';

export function CalcBox(props: { title: string; testid: string; collapsible: boolean; children: ReactNode }) {
  const id = useId();
  if (props.collapsible)
    return (
      <details className="instalment" data-testid={props.testid}>
        <summary>
          <FormattedMessage id={props.title} />
        </summary>
        {props.children}
      </details>
    );
  return (
    <section className="card calc-box" aria-labelledby={id} data-testid={props.testid}>
      <h2 id={id}>
        <FormattedMessage id={props.title} />
      </h2>
      {props.children}
    </section>
  );
}

/** A typed number, or NaN when the field is empty or not a number. */
export function parseNumber(s: string): number {
  const t = s.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return t === '' ? NaN : Number(t);
}

/** Whether a typed value is a number within [min, max]; what is wrong with it otherwise, as a message id. */
export function numberError(s: string, min: number, max: number): string | undefined {
  const n = parseNumber(s);
  if (s.trim() === '') return 'validation.required';
  if (!Number.isFinite(n)) return 'validation.number.invalid';
  return n < min || n > max ? 'validation.number.range' : undefined;
}

export function NumberInput(props: {
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <Field label={props.label} error={props.error} hint={props.hint}>
      {(p) => (
        <input
          {...p}
          inputMode="decimal"
          autoComplete="off"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A label from the catalog with values, for NumberInput. */
export function useLabel() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
