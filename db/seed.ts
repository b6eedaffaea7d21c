/** Reference data every database needs (roles, the KATO hierarchy, starting content); safe to run at every start. */
import { count } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { projectFile } from './project-files.ts';
import type { Db } from './handle.ts';
import { kato, roles } from './schema.ts';
import { ROLES } from './roles.ts';
import { seedContest } from './seed-contest.ts';
import { seedTeam } from './seed-team.ts';

interface KatoNode {
  kato: string;
  kk: string;
  ru: string;
  en?: string;
  type?: string;
  districts?: KatoNode[];
  subdivisions?: KatoNode[];
}

function katoRows() {
  const file = projectFile('db/data/kato.json');
  const { regions } = JSON.parse(readFileSync(file, 'utf8')) as { regions: KatoNode[] };
  const rows: (typeof kato.$inferInsert)[] = [];
  const walk = (nodes: KatoNode[], level: number, parentId: number | null) =>
    nodes.forEach((n, sort) => {
      const id = Number(n.kato);
      rows.push({ id, parentId, level, type: n.type ?? null, nameKk: n.kk, nameRu: n.ru, nameEn: n.en ?? null, sort });
      walk(n.districts ?? n.subdivisions ?? [], level + 1, id);
    });
  walk(regions, 1, null);
  return rows;
}

export function seedReferenceData(db: Db) {
  db.transaction((tx) => {
    for (const [slug, id] of Object.entries(ROLES)) tx.insert(roles).values({ id, slug }).onConflictDoNothing().run();
    const [row] = tx.select({ n: count() }).from(kato).all();
    if (!row?.n) for (const r of katoRows()) tx.insert(kato).values(r).run();
  });
  seedContest(db);
  seedTeam(db);
}
