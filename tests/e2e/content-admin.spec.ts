import { expect, test } from './fixtures.ts';
import { createNews, pngBytes, signInAdmin, useAdminSession } from './content-helpers.ts';

// Nothing here is offline: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

test('an admin writes a news item with a picture in two languages, publishes it, and readers see it', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  await useAdminSession(page, request);
  await page.goto('/ru/admin/news_create');
  await page.locator('input[name="title.ru"]').fill(`Новость ${stamp}`);
  // The HTML source, for what the editor cannot express; the server's sanitiser is still the gate.
  await page.getByRole('checkbox', { name: 'HTML-код' }).check();
  await page.locator('textarea[name="body.ru"]').fill('<p>Текст <script>alert(1)</script>новости</p>');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await pngBytes() });
  await expect(page.locator('.media-thumb')).toBeVisible();
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.locator('input[name="title.ru"]')).toBeHidden();
  await page.locator('input[name="title.en"]').fill(`News ${stamp}`);
  // Text pasted from Word keeps its bold and loses Word's markup.
  const editor = page.getByTestId('rich-editor-en');
  await editor.click();
  await editor.evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      `<p class=MsoNormal style='mso-bidi-font-weight:bold'><b><span style='font-family:"Calibri",sans-serif;mso-fareast-language:RU'>Word bold</span></b> text<o:p></o:p></p>`,
    );
    data.setData('text/plain', 'Word bold text');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await page.getByRole('checkbox', { name: 'HTML-код' }).check();
  await expect(page.locator('textarea[name="body.en"]')).toHaveValue('<p><strong>Word bold</strong> text</p>');
  await page.getByRole('button', { name: 'Предпросмотр' }).click();
  await expect(page.getByTestId('content-preview')).toContainText(`News ${stamp}`);
  await page.locator('input[name="published"]').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/ru\/admin\/news\/\d+$/);
  await expect(page.locator('input[name="title.en"]')).toHaveValue(`News ${stamp}`);

  await page.goto('/ru/admin/news');
  await expect(page.getByTestId('admin-news')).toContainText(`Новость ${stamp}`);

  await page.goto('/ru/news');
  const ru = page.getByRole('article').filter({ hasText: `Новость ${stamp}` });
  await expect(ru).toBeVisible();
  await expect(ru.locator('img')).toHaveJSProperty('complete', true);
  await page.goto('/en/news');
  await page.getByRole('link', { name: `News ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`News ${stamp}`);
  await expect(page.getByTestId('public-news-item').locator('strong')).toHaveText('Word bold');
  await page.goto('/ru/news');
  await page.getByRole('link', { name: `Новость ${stamp}` }).click();
  await expect(page.getByTestId('public-news-item')).toContainText('Текст новости'); // without the script
  expect(await page.locator('.rich script').count()).toBe(0);
});

test('an unpublished item stays off the public list', async ({ page, request }) => {
  const stamp = Date.now();
  await useAdminSession(page, request);
  await page.goto('/en/admin/faqs_create');
  await page.locator('input[name="question.en"]').fill(`Hidden question ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/faqs\/\d+$/);
  await page.goto('/en/faq');
  await expect(page.getByText(/No more results!|The list is empty/)).toBeVisible();
  await expect(page.getByText(`Hidden question ${stamp}`)).toHaveCount(0);
});

test('the admin list keeps its search and filter in the URL and loads them on arrival', async ({ page, request }) => {
  const stamp = Date.now();
  await useAdminSession(page, request);
  const { token } = await signInAdmin(request);
  await createNews(request, token, { title: { en: `Shown ${stamp}` }, published: true });
  await createNews(request, token, { title: { en: `Draft ${stamp}` }, published: false });

  await page.goto(`/en/admin/news?q=${stamp}&published=0`);
  await expect(page.getByRole('link', { name: `Draft ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Shown ${stamp}` })).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveValue(String(stamp));

  await page.getByRole('combobox', { name: 'Publication state' }).selectOption('');
  await expect(page).not.toHaveURL(/published=/);
  await expect(page.getByRole('link', { name: `Shown ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Draft ${stamp}` })).toBeVisible();

  // Publishing from the list reloads the route's data under the same search.
  const toggle = page.getByRole('row', { name: new RegExp(`Draft ${stamp}`) }).getByRole('checkbox');
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.goto(`/en/admin/news?q=${stamp}&published=0`);
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});
