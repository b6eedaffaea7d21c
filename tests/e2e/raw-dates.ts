/**
 * Dates as a machine writes them, in what a page shows: an ISO day ("2026-12-01") or an epoch in
 * milliseconds ("1793127600000"). Every date a person reads goes through lib/kz-format.ts; one of these
 * on screen is a date that did not. Input values are not page text, so a form's own value is fine; the
 * options of a select are, since they show when it opens.
 */
import type { Page } from '@playwright/test';

/** Each raw date shown, with the words around it; `skip` leaves out what matches that selector. */
export async function rawDatesShown(page: Page, skip?: string): Promise<string[]> {
  const text = await page.evaluate((skip) => {
    const shown: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, template') || (skip && el.closest(skip))) continue;
      if (!el.closest('option') && !el.checkVisibility()) continue;
      shown.push(node.textContent ?? '');
    }
    return shown.join(' ');
  }, skip);
  return [...text.matchAll(/\b\d{4}-\d{2}-\d{2}\b|\b\d{13}\b/g)].map((m) =>
    text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 10).replace(/\s+/g, ' '),
  );
}
