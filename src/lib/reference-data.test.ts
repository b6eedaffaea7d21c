import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { db } from '../sync/db.ts';
import { catoKey, refreshCato } from './reference-data.ts';

afterAll(() => vi.unstubAllGlobals());

describe('the KATO copy on the device', () => {
  it('a copy saved before the names changed is replaced, not shown next to the new one', async () => {
    await db.meta.put({ key: 'cato:zh', value: [{ id: 100000000, name: 'область Абай' }] });
    await db.meta.put({ key: 'cato:ru', value: [{ id: 100000000, name: 'область Абай' }] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { cato: [{ id: 100000000, name: '阿拜州' }] } })),
    );

    await refreshCato('zh');

    expect((await db.meta.get(catoKey('zh')))?.value).toEqual([{ id: 100000000, name: '阿拜州' }]);
    expect(await db.meta.get('cato:zh')).toBeUndefined();
    expect(await db.meta.get('cato:ru')).toBeUndefined();
  });
});
