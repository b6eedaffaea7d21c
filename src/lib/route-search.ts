/**
 * Route params and search checked by small functions. Route definitions load with the first page;
 * zod (even zod/mini) would add ~15 KB gzip to every first visit for a handful of query parameters.
 * Bad values are dropped (search) or make the page not found (params), as zod's `.catch` did.
 */
import { notFound } from '@tanstack/react-router';
import type { SearchField, SearchTable } from '../../contract/list-searches.ts';

type Parser<T> = (value: unknown) => T;

const toNumber = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;

export const optionalInt =
  (min: number, max?: number): Parser<number | undefined> =>
  (v) => {
    const n = toNumber(v);
    return Number.isInteger(n) && n >= min && (max === undefined || n <= max) ? n : undefined;
  };
/** A number with decimals (an area of 51.1 m²) within [min, max]. */
export const optionalNumber =
  (min: number, max: number): Parser<number | undefined> =>
  (v) => {
    const n = toNumber(v);
    return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
  };
export const optionalText =
  (max: number): Parser<string | undefined> =>
  (v) => {
    const s = typeof v === 'number' ? String(v) : v;
    return typeof s === 'string' && s.length <= max ? s : undefined;
  };
export const optionalEnum =
  <T extends string>(values: readonly T[]): Parser<T | undefined> =>
  (v) =>
    values.includes(v as T) ? (v as T) : undefined;
export const optionalDate: Parser<string | undefined> = (v) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
export const optionalUuid: Parser<string | undefined> = (v) =>
  typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ? v : undefined;
export const pageNumber: Parser<number> = (v) => optionalInt(1)(v) ?? 1;

type Search<S extends Record<string, Parser<unknown>>> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: Exclude<ReturnType<S[K]>, undefined>;
} & { [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]> };

/** A validateSearch function from one parser per key; keys whose value is dropped stay out of the URL. */
export const searchOf =
  <S extends Record<string, Parser<unknown>>>(shape: S) =>
  (search: Record<string, unknown>): Search<S> =>
    Object.fromEntries(
      Object.entries(shape)
        .map(([k, parse]) => [k, parse(search[k])])
        .filter(([, v]) => v !== undefined),
    ) as Search<S>;

/** `$id` params: a positive integer, else the page does not exist. */
export const numericId = {
  parse: ({ id }: { id: string }) => {
    const n = optionalInt(1)(id);
    if (n === undefined) throw notFound();
    return { id: n };
  },
};
/** A `$<key>` param that must be a positive integer (e.g. `$flowId`), else the page does not exist. */
export const positiveIntParam = <K extends string>(key: K) => ({
  parse: (params: Record<K, string>) => {
    const n = optionalInt(1)(params[key]);
    if (n === undefined) throw notFound();
    return { [key]: n } as Record<K, number>;
  },
  stringify: (params: Record<K, number>) => ({ [key]: String(params[key]) }) as Record<K, string>,
});
/** `$id` params kept as a string of digits. */
export const digitsId = {
  parse: ({ id }: { id: string }) => {
    if (!/^\d+$/.test(id)) throw notFound();
    return { id };
  },
};

type FieldValue<F extends SearchField> = F extends { kind: 'page' | 'id' }
  ? number
  : F extends { kind: 'enum'; values: infer V extends readonly string[] }
    ? V[number]
    : string;

const parserOf = (f: SearchField): Parser<unknown> => {
  switch (f.kind) {
    case 'page':
      return optionalInt(1);
    case 'id':
      return optionalInt(1, f.max);
    case 'text':
      return optionalText(f.max);
    case 'date':
      return optionalDate;
    case 'enum':
      return optionalEnum(f.values);
  }
};

/**
 * A list's validateSearch from its table in contract/list-searches.ts (the API's zod query comes from
 * the same table). Every key is optional in the URL: the page and the API apply the defaults.
 */
export const searchFrom = <T extends SearchTable>(table: T) => {
  const validate = searchOf(Object.fromEntries(Object.entries(table).map(([k, f]) => [k, parserOf(f)])));
  return validate as (search: Record<string, unknown>) => SearchOf<T>;
};

/** A list page's search, typed from its table. */
export type SearchOf<T extends SearchTable> = { [K in keyof T]?: FieldValue<T[K]> | undefined };
