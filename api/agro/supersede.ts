/**
 * An unproven application superseded by the person's own (ADR 133): kept, marked `superseded`, and named
 * in both histories, so the office sees what it replaced and who had sent it.
 */
import { and, eq } from 'drizzle-orm';
import { agroApplications } from '../../db/schema.ts';
import type { MutationContext } from '../sync/registry.ts';

type Agro = typeof agroApplications.$inferSelect;

export const supersededJson = (a: Agro) => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  status: a.status,
  source: a.source,
  district_id: a.districtId,
  created_at: a.createdAt.toISOString(),
});

export function supersede(ctx: Pick<MutationContext, 'tx' | 'audit'>, old: Agro, byId: number) {
  ctx.tx
    .update(agroApplications)
    .set({ status: 'superseded', updatedAt: new Date() })
    .where(and(eq(agroApplications.id, old.id), eq(agroApplications.status, old.status)))
    .run();
  ctx.audit({
    action: 'agro.supersede',
    subjectType: 'agro_application',
    subjectId: old.id,
    before: { status: old.status },
    after: { status: 'superseded', superseded_by: byId },
  });
}
