/** The import's steps as API calls for tests: upload (stops at mapping), plan, dry run, import, undo. */
import { importsIdle } from '../../api/imports/queue.ts';
import type { ImportJobDetail, ImportStrategy, ImportTarget } from '../../contract/imports.ts';
import type { makeTestApp } from './test-app.ts';

type T = ReturnType<typeof makeTestApp>;

export { plainSheet } from './plain-sheet.ts';

/** `target`: what the uploads are lists of (training applicants unless said). */
export function importFlow(t: T, token: string, locale = 'en', target: ImportTarget = 'applicants') {
  const json = async (res: Response) => ({
    status: res.status,
    body: (await res.json()) as { data: ImportJobDetail } & Record<string, unknown>,
  });
  const detail = async (id: number) => {
    await importsIdle(t.db);
    return (await json(await t.call('GET', `/api/imports/${id}`, { token, locale }))).body.data;
  };
  return {
    detail,
    async upload(bytes: Buffer, name = 'people.xlsx', source?: string) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], name));
      if (source) form.append('source_name', source);
      if (target !== 'applicants') form.append('target', target);
      const res = await t.app.request('/api/imports', {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${token}`, 'X-Localization': locale },
      });
      return json(res);
    },
    async plan(id: number, mapping: (string | null)[], strategy: ImportStrategy = 'skip', source?: string) {
      const body = { mapping, strategy, ...(source ? { source_name: source } : {}) };
      return json(await t.call('PUT', `/api/imports/${id}/plan`, { token, locale, body }));
    },
    async pick(id: number, key: string, katoId: number | null) {
      return json(await t.call('PUT', `/api/imports/${id}/kato`, { token, locale, body: { key, kato_id: katoId } }));
    },
    async dryRun(id: number) {
      const res = await t.call('POST', `/api/imports/${id}/dry-run`, { token, locale });
      if (res.status !== 202) throw new Error(`dry run answered ${res.status}: ${await res.text()}`);
      return detail(id);
    },
    async run(id: number) {
      const res = await t.call('POST', `/api/imports/${id}/run`, { token, locale });
      if (res.status !== 202)
        return { status: res.status, job: undefined, body: (await res.json()) as { code: string } };
      return { status: res.status, job: await detail(id), body: undefined };
    },
    async undo(id: number) {
      const res = await t.call('POST', `/api/imports/${id}/undo`, { token, locale });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    /** Upload, keep the proposed mapping, dry run and import: a template file the whole way. */
    async importAll(bytes: Buffer, strategy: ImportStrategy = 'skip') {
      const up = await this.upload(bytes);
      if (!up.body.data) throw new Error(`upload answered ${up.status}: ${JSON.stringify(up.body)}`);
      await this.plan(up.body.data.id, up.body.data.mapping, strategy);
      await this.dryRun(up.body.data.id);
      return (await this.run(up.body.data.id)).job!;
    },
  };
}
