/**
 * Dates as a machine writes them, in what a page shows: an ISO day ("2026-12-01") or an epoch in
 * milliseconds ("1793127600000"). Every date a person reads goes through lib/kz-format.ts; one of these
 * on screen is a date that did not. Input values are not page text, so a form's own value is fine; the
 * options of a select are, since they show when it opens.
 */
import type { Page } from '@playwright/test';

/** Each raw date shown, with the words around it; `skip` leaves out what matches that selector. */
export async function rawDatesShown(page: Page, skip?: string): Promise<string[]> {
  const { all, unnamed } = await page.evaluate((skip) => {
    const all: string[] = [];
    const unnamed: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, template') || (skip && el.closest(skip))) continue;
      if (!el.closest('option') && !el.checkVisibility()) continue;
      all.push(node.textContent ?? '');
      if (!el.closest('a')) unnamed.push(node.textContent ?? '');
    }
    return { all: all.join(' '), unnamed: unnamed.join(' ') };
  }, skip);
  // A record's name (a list's link) is what a person typed and may hold any number: the other stories name
  // theirs with Date.now(). An epoch is looked for everywhere else; an ISO day everywhere.
  const around = (text: string, m: RegExpMatchArray) =>
    text.slice(Math.max(0, m.index! - 30), m.index! + m[0].length + 10).replace(/\s+/g, ' ');
  return [
    ...[...all.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)].map((m) => around(all, m)),
    ...[...unnamed.matchAll(/\b\d{13}\b/g)].map((m) => around(unnamed, m)),
  ];
}
