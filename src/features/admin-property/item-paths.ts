/** The seed's admin routes of each project item type: list, create and edit (near, near_create, near/{id}). */
import type { PropertyItemType } from '../../../contract/property-items.ts';

export function itemPaths(type: PropertyItemType, locale: string | undefined) {
  const base = `${locale ? `/${locale}` : ''}/admin/${type}`;
  return { list: base, create: `${base}_create`, edit: (id: number) => `${base}/${id}` };
}
