/**
 * The user-action log reads as sentences in the page's language: what was done to which record (named by
 * its title and linked to it), by whom, when (a date, not a timestamp), and what changed — field names in
 * words, old → new — with no JSON, HTML or raw action names. On a phone each entry is a card.
 */
import { createNews, signInAdmin, useAdminSession } from './content-helpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ serviceWorkers: 'block' });

for (const vp of [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
])
  test(`on a ${vp.name} an edited news item reads as a sentence with a link, a date and its changes in words`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(vp);
    const { token } = await signInAdmin(request);
    const stamp = String(Date.now() % 1_000_000).padStart(6, '0'); // not epoch-like: the page must show none
    const id = await createNews(request, token, {
      title: { kk: `Жәрмеңке ${stamp}` },
      body: { kk: '<p>Ескі <strong>мәтін</strong></p>' },
      published: false,
    });
    const res = await request.post(`/api/news/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: { kk: `Күзгі жәрмеңке ${stamp}` }, body: { kk: '<p>Жаңа мәтін</p>' } },
    });
    expect(res.status()).toBe(200);

    await useAdminSession(page, request);
    await page.goto('/kk/admin/user-logs?action=news.update');
    const entry = page.getByTestId('user-log-entry').filter({ hasText: `Күзгі жәрмеңке ${stamp}` });
    await expect(entry).toHaveCount(1);
    const sentence = entry.getByTestId('user-log-sentence');
    await expect(sentence).toContainText('Жаңалық: өзгертілді: Жаңалық «Күзгі жәрмеңке');
    await expect(sentence.getByRole('link')).toHaveAttribute('href', `/kk/admin/news/${id}`);
    const text = (await entry.innerText()).replace(/\s+/g, ' ');
    // The changes: field names in words, the old and the new text without markup.
    expect(text).toContain('Тақырып');
    expect(text).toContain(`Жәрмеңке ${stamp} → Күзгі жәрмеңке ${stamp}`);
    expect(text).toContain('Ескі мәтін → Жаңа мәтін');
    for (const raw of [/\d{4}-\d{2}-\d{2}T/, /[{}]/, /<\/?p>/, /news\.update/, /№/, /\b1\d{12}\b/])
      expect(text).not.toMatch(raw);
    await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  });
