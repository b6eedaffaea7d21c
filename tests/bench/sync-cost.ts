/**
 * Figure 3: 1,000 queued registrations pushed by the real engine in Chromium over an emulated
 * 400 kbps / 300 ms link — wall time, requests and bytes on the wire — against the same records sent
 * one uncompressed POST each (as a plain background-sync queue replays them) and against the physical
 * limit of the link for the bytes actually sent (bytes ÷ bandwidth + round trips × RTT).
 */
import type { Page } from '@playwright/test';
import { queueNotes, signIn, startSyncServer } from '../e2e/sync-harness.ts';
import { launchBrowser } from './chromium.ts';
import { KiB, type Figure } from './figure.ts';
import { registrationSubmit } from './records.ts';
import { startWireCounter } from './wire-counter.ts';

const RECORDS = 1000;
const LINK = { kbps: 400, rttMs: 300 };
const BYTES_PER_S = (LINK.kbps * 1000) / 8;
/** One request per record takes ~RTT each, so the peer replays a sample and scales (see README). */
const PEER_SAMPLE = Number(process.env.BENCH_PEER_RECORDS ?? 250);

declare global {
  interface Window {
    __bench?: { t0?: number; t1?: number };
  }
}

/** In the page: note when the network returns, then when every draft reads "sent" (checked every 50 ms). */
const watchUntilSent = (page: Page, n: number) =>
  page.evaluate((n) => {
    const bench: { t0?: number; t1?: number } = (window.__bench = {});
    addEventListener(
      'online',
      () => {
        bench.t0 = performance.now();
        const open = indexedDB.open('qaryzsyz');
        open.onsuccess = () => {
          const idb = open.result;
          const timer = setInterval(() => {
            const req = idb.transaction('drafts').objectStore('drafts').index('status').count('sent');
            req.onsuccess = () => {
              if (req.result >= n && bench.t1 === undefined) {
                bench.t1 = performance.now();
                clearInterval(timer);
                idb.close();
              }
            };
          }, 50);
        };
      },
      { once: true },
    );
  }, n);

/** In the page: each record as its own uncompressed POST, one after another. */
const replayOneByOne = (page: Page, records: { name: string; args: unknown }[]) =>
  page.evaluate(async (records) => {
    const token = JSON.parse(localStorage.getItem('qaryzsyz.token') ?? 'null') as string;
    const clientId = crypto.randomUUID();
    const t0 = performance.now();
    for (let i = 0; i < records.length; i++) {
      const res = await fetch('/api/sync/push', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Localization': 'ru',
          'X-Requested-With': 'XMLHttpRequest',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          clientId,
          clientSecret: 'ab'.repeat(32),
          schemaVersion: 1,
          mutations: [{ id: i + 1, ...records[i], createdAt: Date.now() }],
        }),
      });
      const answer = (await res.json()) as { data?: { results: { status: string }[] } };
      if (answer.data?.results[0]?.status !== 'applied') throw new Error(`replay ${i + 1}: HTTP ${res.status}`);
    }
    return performance.now() - t0;
  }, records);

export async function syncCost(): Promise<Figure[]> {
  const server = await startSyncServer();
  const wire = await startWireCounter(server.port);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await signIn(page, { ...server, url: wire.url });
    await page.waitForTimeout(1500); // let the sign-in flush finish before the link goes down
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const records = Array.from({ length: RECORDS }, (_, i) => registrationSubmit(i));
    await queueNotes(
      page,
      records.map((mutation) => ({ text: mutation.args.form.fio, mutation })),
    );
    // The pull that follows a push is not part of pushing: keep it off the wire while measuring.
    await page.route('**/api/sync/pull**', (route) => route.abort('internetdisconnected'));
    await watchUntilSent(page, RECORDS);

    // Node-side times of each push leaving and its answer arriving: the gaps are the device's own work.
    const pushes: { sent: number; done?: number }[] = [];
    const isPush = (url: string) => url.includes('/api/sync/push');
    page.on('request', (r) => void (isPush(r.url()) && pushes.push({ sent: Date.now() })));
    page.on('requestfinished', (r) => void (isPush(r.url()) && (pushes[pushes.length - 1]!.done = Date.now())));
    wire.take();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LINK.rttMs,
      downloadThroughput: BYTES_PER_S,
      uploadThroughput: BYTES_PER_S,
    });
    await page.waitForFunction(() => window.__bench?.t1 !== undefined, undefined, { timeout: 300_000, polling: 250 });
    const batched = wire.take();
    const { t0, t1 } = (await page.evaluate(() => window.__bench))!;
    const wall = (t1! - t0!) / 1000;
    const requests = pushes.length;
    const bytes = batched.up + batched.down;
    const limit = bytes / BYTES_PER_S + requests * (LINK.rttMs / 1000);
    page.removeAllListeners('request').removeAllListeners('requestfinished');
    const gaps = pushes.slice(1).map((p, i) => p.sent - (pushes[i]!.done ?? p.sent));
    const medianGap = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;

    // Other people than the engine sent: the same IINs again would be refused as duplicates.
    const sample = Array.from({ length: Math.min(PEER_SAMPLE, RECORDS) }, (_, i) => registrationSubmit(RECORDS + i));
    const scale = RECORDS / sample.length;
    wire.take();
    const peerWall = ((await replayOneByOne(page, sample)) / 1000) * scale;
    const peer = wire.take();
    const peerBytes = (peer.up + peer.down) * scale;
    const sampled = scale === 1 ? '' : `; ${sample.length} of ${RECORDS} replayed, scaled ×${scale}`;
    const link = `${LINK.kbps} kbps / ${LINK.rttMs} ms`;
    return [
      {
        name: 'sync.wall-vs-limit',
        value: wall,
        unit: 's',
        compare: { label: 'limit', value: limit },
        maxRatio: 1.5,
        note: `${RECORDS} records, ${requests} requests, ${(bytes / KiB).toFixed(1)} KiB on the wire over ${link}; device work between batches: median ${medianGap} ms`,
      },
      {
        name: 'sync.wall',
        value: wall,
        unit: 's',
        compare: { label: 'peer', value: peerWall },
        note: `peer: one uncompressed POST per record${sampled}`,
      },
      { name: 'sync.requests', value: requests, unit: 'requests', compare: { label: 'peer', value: RECORDS } },
      {
        name: 'sync.bytes',
        value: bytes / KiB,
        unit: 'KiB',
        compare: { label: 'peer', value: peerBytes / KiB },
        note: `up ${(batched.up / KiB).toFixed(1)} KiB, down ${(batched.down / KiB).toFixed(1)} KiB, HTTP headers included`,
      },
    ];
  } finally {
    await browser.close();
    await wire.close();
    await server.stop();
  }
}
