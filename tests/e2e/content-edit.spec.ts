import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAdmin, useAdminSession } from './content-helpers.ts';

// Nothing here is offline: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

/**
 * Each content type with rich text, as an editor meets it: an item that already exists, with formatted body
 * text, opened from the admin list's URL, changed in the visual editor, saved, and read on the public site.
 */
const TYPES = [
  { type: 'news', api: 'news', title: 'title', rich: 'body', admin: 'news', page: (id: number) => `/ru/news/${id}` },
  {
    type: 'stock',
    api: 'stock',
    title: 'title',
    rich: 'body',
    admin: 'stock',
    page: (id: number) => `/ru/stock/${id}`,
  },
  {
    type: 'promotion',
    api: 'promotions',
    title: 'title',
    rich: 'body',
    admin: 'promotions',
    page: (id: number) => `/ru/promotions/${id}`,
  },
  {
    type: 'article',
    api: 'articles',
    title: 'title',
    rich: 'body',
    admin: 'article',
    page: (id: number) => `/ru/blog/${id}`,
  },
  { type: 'faq', api: 'faqs', title: 'question', rich: 'answer', admin: 'faqs', page: () => `/ru/faq` },
  {
    type: 'expert',
    api: 'experts',
    title: 'name',
    rich: 'biography',
    admin: 'expert',
    page: (id: number) => `/ru/experts/${id}`,
  },
] as const;

/** Every error the page logs or throws: a CSP refusal and a crash both count. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

for (const t of TYPES) {
  test(`an editor opens an existing ${t.type} with formatted text, changes it, and readers see the change`, async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const title = `Было ${t.type} ${stamp}`;
    const { token } = await signInAdmin(request);
    const created = await request.post(`/api/${t.api}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        [t.title]: { ru: title, kk: `Бұрын ${stamp}` },
        [t.rich]: {
          ru: '<h2>Раздел</h2><p>Первый <strong>жирный</strong> абзац со <a href="https://example.kz/">ссылкой</a>.</p><ul><li>пункт</li></ul><blockquote><p>цитата</p></blockquote>',
          kk: '<p>Мәтін <em>көлбеу</em></p>',
        },
        published: true,
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;

    const errors = collectErrors(page);
    await useAdminSession(page, request);
    await page.goto(`/ru/admin/${t.admin}/${id}`);
    await expect(page.getByTestId(`admin-${t.type}-form`)).toBeVisible();
    await expect(page.getByTestId('admin-nav')).toBeVisible();
    const editor = page.getByTestId('rich-editor-ru');
    await expect(editor.locator('strong')).toHaveText('жирный');
    await expect(editor.locator('h2')).toHaveText('Раздел');

    await page.locator(`input[name="${t.title}.ru"]`).fill(`Стало ${t.type} ${stamp}`);
    await editor.locator('h2').click();
    await page.keyboard.press('End');
    await page.keyboard.type(` и дополнение ${stamp}`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Сохранено' })).toBeVisible();
    // Saved means the server's copy: a reload shows what was stored, not the device's draft.
    await page.reload();
    await expect(page.locator(`input[name="${t.title}.ru"]`)).toHaveValue(`Стало ${t.type} ${stamp}`);
    await expect(page.getByTestId('rich-editor-ru').locator('h2')).toHaveText(`Раздел и дополнение ${stamp}`);
    expect(errors, 'the editor logs no error and no CSP refusal').toEqual([]);

    await page.goto(t.page(id));
    const faq = page.locator('details').filter({ hasText: `Стало faq ${stamp}` });
    if (t.type === 'faq') await faq.locator('summary').click();
    else await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Стало ${t.type} ${stamp}`);
    const item = (t.type === 'faq' ? faq : page.locator('main')).locator('.rich');
    await expect(item.locator('h2')).toHaveText(`Раздел и дополнение ${stamp}`);
    await expect(item.locator('strong')).toHaveText('жирный');
    await expect(item.locator('li')).toHaveText('пункт');
  });
}
