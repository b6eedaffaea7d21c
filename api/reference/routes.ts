/** GET /api/common_data: the lists every form needs, in the language of X-Localization. */
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { kato, roles } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import type { Translate } from '../lib/i18n.ts';
import { katoName } from './kato-names.ts';
import { listContacts } from '../content/contacts.ts';
import {
  APPLICATION_STATUSES,
  CONSULTATION_STATUSES,
  CONSULTATION_TYPES,
  DOCUMENT_TYPES,
  JOB_STATUSES,
  type CatoNode,
  type Option,
} from '../../contract/reference.ts';
import type { Locale } from '../../contract/locale.ts';

/** The KATO tree never changes while the server runs, so it is built once per language. */
const catoCache = new Map<string, CatoNode[]>();

function catoTree(db: Db, locale: Locale): CatoNode[] {
  const hit = catoCache.get(locale);
  if (hit) return hit;
  const rows = db.select().from(kato).orderBy(asc(kato.level), asc(kato.sort)).all();
  const byId = new Map<number, CatoNode>();
  const roots: CatoNode[] = [];
  for (const r of rows) {
    const node: CatoNode = { id: r.id, name: katoName(r.id, locale) ?? r.nameRu };
    byId.set(r.id, node);
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    if (parent) (parent.items ??= []).push(node);
    else roots.push(node);
  }
  catoCache.set(locale, roots);
  return roots;
}

const options = <V extends string | number>(list: readonly V[], prefix: string, t: Translate): Option<V>[] =>
  list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

export const commonData = new Hono<AppEnv>().get('/', (c) => {
  const { db, t, locale } = c.var;
  c.header('Cache-Control', 'no-cache');
  return c.json({
    data: {
      roles: db
        .select()
        .from(roles)
        .orderBy(asc(roles.id))
        .all()
        .map((r) => ({ id: r.id, name: t(`role.${r.slug}`) })),
      cato: catoTree(db, locale),
      contacts: listContacts(db, locale),
      application_statuses: options(APPLICATION_STATUSES, 'application.status', t),
      consultation_statuses: options(CONSULTATION_STATUSES, 'consultation.status', t),
      consultation_types: options(CONSULTATION_TYPES, 'consultation.type', t),
      document_types: options(DOCUMENT_TYPES, 'document.type', t),
      job_statuses: options(JOB_STATUSES, 'job.status', t),
    },
  });
});
