/** Property test data: a project, a building of sections × floors × units, a booking form. */
import type { makeTestApp } from './test-app.ts';

type T = ReturnType<typeof makeTestApp>;

export const projectInput = (extra: Record<string, unknown> = {}) => ({
  kind: 'residential',
  name: { en: 'Arena Park', ru: 'Арена Парк', kk: 'Арена Парк', zh: '竞技场公园' },
  state: 'under_construction',
  delivery_quarter: 4,
  delivery_year: 2027,
  published: true,
  ...extra,
});

/** Cells as the admin's generator makes them: number = section·100 + floor·10 + place. */
export function generatedCells(sections: number, floors: number, perFloor: number) {
  const cells = [];
  for (let s = 1; s <= sections; s++)
    for (let f = 1; f <= floors; f++)
      for (let n = 1; n <= perFloor; n++) {
        const rooms = n;
        const area = 30 + rooms * 20;
        cells.push({
          section: s,
          floor: f,
          number: String(s * 100 + f * 10 + n),
          kind: 'apartment',
          rooms,
          area,
          price: area * 550_000,
          finish: 'rough',
        });
      }
  return cells;
}

export async function projectWithBuilding(t: T, token: string, sections = 2, floors = 3, perFloor = 2) {
  const pRes = await t.call('POST', '/api/property/projects', { token, body: projectInput() });
  if (pRes.status !== 201) throw new Error(`project: ${pRes.status} ${await pRes.text()}`);
  const project = ((await pRes.json()) as { data: { id: number } }).data;
  const bRes = await t.call('POST', '/api/property/buildings', {
    token,
    body: { project_id: project.id, name: 'Block A', units: generatedCells(sections, floors, perFloor) },
  });
  if (bRes.status !== 201) throw new Error(`building: ${bRes.status} ${await bRes.text()}`);
  const building = ((await bRes.json()) as { data: { id: number } }).data;
  return { projectId: project.id, buildingId: building.id };
}

/** `proof`: a phone proven by SMS (tests/support/sms-proof.ts), which a booking needs to hold its unit (ADR 133). */
export const bookingForm = (
  unitId: number | null,
  name = 'Aigerim Bekova',
  proof: { phone: string; verification: string } | null = null,
) => ({
  kind: 'booking',
  name,
  phone: '8 701 555 12 34',
  rooms: null,
  unit_id: unitId,
  consent: true,
  ...proof,
});
