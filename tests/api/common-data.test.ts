import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

interface Node {
  id: number;
  name: string;
  items?: Node[];
}

describe('common_data', () => {
  it('returns 20 regions whose districts carry Russian names for X-Localization: ru', async () => {
    const res = await t.call('GET', '/api/common_data', { locale: 'ru' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { cato: Node[]; roles: { id: number; name: string }[] } };
    expect(data.cato).toHaveLength(20);
    const abai = data.cato.find((r) => r.id === 100000000)!;
    expect(abai.name).toBe('область Абай');
    expect(abai.items!.map((d) => d.name)).toContain('г. Семей');
    expect(abai.items!.every((d) => /[А-Яа-яЁё]/.test(d.name))).toBe(true);
    const okrugs = data.cato.flatMap((r) => r.items ?? []).flatMap((d) => d.items ?? []);
    expect(okrugs).toHaveLength(2360);
    expect(data.roles.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.roles[5]!.name).toBe('Администратор');
  });

  const tree = async (locale: string) =>
    ((await (await t.call('GET', '/api/common_data', { locale })).json()) as { data: { cato: Node[] } }).data.cato;
  const place = (cato: Node[], ...path: number[]) => {
    let node: Node | undefined;
    let level: Node[] | undefined = cato;
    for (const id of path) {
      node = level?.find((n) => n.id === id);
      level = node?.items;
    }
    return node?.name;
  };

  it('names a region, a district and a rural okrug in Chinese for zh and in English for en', async () => {
    const zh = await tree('zh');
    expect(place(zh, 630000000)).toBe('东哈萨克斯坦州');
    expect(place(zh, 110000000, 117000000)).toBe('布拉拜区');
    expect(place(zh, 620000000, 623600000, 623661000)).toBe('卡拉阿加什乡');
    const en = await tree('en');
    expect(place(en, 630000000)).toBe('East Kazakhstan Region');
    expect(place(en, 110000000, 117000000)).toBe('Burabay District');
    expect(place(en, 620000000, 623600000, 623661000)).toBe('Karaagash Rural District');
  });

  it('names rural okrugs without official abbreviations in Kazakh and Russian', async () => {
    expect(place(await tree('kk'), 620000000, 623600000, 623661000)).toBe('Қараағаш ауылдық округі');
    expect(place(await tree('ru'), 620000000, 623600000, 623661000)).toBe('Караагашский сельский округ');
  });

  it('names regions in Kazakh by default', async () => {
    const { data } = (await (await t.call('GET', '/api/common_data')).json()) as { data: { cato: Node[] } };
    expect(data.cato[0]!.name).toBe('Абай облысы');
  });

  it('serves the public contacts list', async () => {
    const res = await t.call('GET', '/api/public/contacts');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [] });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
