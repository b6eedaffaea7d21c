/**
 * The zod query schema of an admin list, built from its table in ./list-searches.ts. `drop` answers a
 * bad value as the page does (ignored, or its default); `reject` answers it with 422.
 */
import { z } from 'zod';
import type { SearchField, SearchTable } from './list-searches.ts';

type Enum<V extends readonly string[]> = z.ZodEnum<{ [K in V[number]]: K }>;
type Base<F extends SearchField> = F extends { kind: 'page' | 'id' }
  ? z.ZodCoercedNumber<unknown>
  : F extends { kind: 'enum'; values: infer V extends readonly string[] }
    ? Enum<V>
    : z.ZodString;
type Required<F> = F extends { kind: 'page' } ? true : F extends { default: string } ? true : false;
type Field<F extends SearchField, M extends 'drop' | 'reject'> =
  Required<F> extends true
    ? M extends 'drop'
      ? z.ZodCatch<Base<F>>
      : z.ZodDefault<Base<F>>
    : M extends 'drop'
      ? z.ZodCatch<z.ZodOptional<Base<F>>>
      : z.ZodOptional<Base<F>>;
type Shape<T extends SearchTable, M extends 'drop' | 'reject'> = { [K in keyof T]: Field<T[K], M> };

function field(f: SearchField): z.ZodType {
  switch (f.kind) {
    case 'page':
      return z.coerce.number().int().min(1);
    case 'id':
      return f.max === undefined ? z.coerce.number().int().positive() : z.coerce.number().int().min(1).max(f.max);
    case 'text':
      return z.string().trim().max(f.max);
    case 'date':
      return z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
    case 'enum':
      return z.enum(f.values);
  }
}

export function listQuery<T extends SearchTable, M extends 'drop' | 'reject'>(table: T, mode: M) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, f] of Object.entries(table)) {
    const fallback = f.kind === 'page' ? 1 : f.kind === 'enum' ? f.default : undefined;
    const base = field(f);
    if (fallback !== undefined) shape[key] = mode === 'drop' ? base.catch(fallback) : base.default(fallback);
    else shape[key] = mode === 'drop' ? base.optional().catch(undefined) : base.optional();
  }
  return z.object(shape as Shape<T, M>);
}
