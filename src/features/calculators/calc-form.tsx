/** One calculator: fields validated as they are typed, and the result once every field is valid. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { Field } from '../../components/ui/field.tsx';

export interface CalcField {
  name: string;
  label: string;
  unit?: string;
}

interface Props<S extends z.ZodType<FieldValues, Record<string, string>>> {
  id: string;
  title: string;
  schema: S;
  fields: CalcField[];
  defaults: Record<string, string>;
  children: (values: z.output<S>) => ReactNode;
}

export function CalcForm<S extends z.ZodType<FieldValues, Record<string, string>>>(props: Props<S>) {
  const intl = useIntl();
  const { register, control, formState } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(props.schema as unknown as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
    mode: 'onChange',
    defaultValues: props.defaults as never,
  });
  const parsed = props.schema.safeParse(useWatch({ control }));
  return (
    <section className="card calc" aria-labelledby={`${props.id}-title`} id={props.id}>
      <h2 id={`${props.id}-title`}>
        <FormattedMessage id={props.title} />
      </h2>
      <form className="calc-fields" noValidate onSubmit={(e) => e.preventDefault()}>
        {props.fields.map((f) => {
          const err = (formState.errors as Record<string, { message?: string } | undefined>)[f.name]?.message;
          return (
            <Field
              key={f.name}
              label={intl.formatMessage({ id: f.label })}
              error={err}
              hint={f.unit && intl.formatMessage({ id: f.unit })}
            >
              {(p) => <input {...p} {...register(f.name as Path<z.input<S>>)} inputMode="decimal" autoComplete="off" />}
            </Field>
          );
        })}
      </form>
      <div className="calc-result" aria-live="polite">
        {parsed.success ? props.children(parsed.data) : <FormattedMessage id="calc.fillIn" tagName="p" />}
      </div>
    </section>
  );
}
