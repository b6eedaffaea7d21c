import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Closing a tab is the one moment an IndexedDB write cannot be trusted to finish: no service worker needed.
test.use({ serviceWorkers: 'block' });

/** The contact form's message box on a fresh visit, once its draft has been read. */
async function messageBox(page: Page) {
  await page.goto('/en/foundation/contacts');
  const box = page.getByTestId('contact-form').getByLabel('Message');
  await expect(box).toBeEditable();
  return box;
}

for (const ms of [0, 20, 50])
  test(`what was typed ${ms} ms before the tab closed is there when the form is opened again`, async ({ context }) => {
    const first = await context.newPage();
    const box = await messageBox(first);
    await box.pressSequentially(`Сәлем ${ms}`);
    // The first words reach IndexedDB; the last keystrokes come just before the tab closes.
    await first.waitForTimeout(1_500);
    await box.pressSequentially(' — соңғы сөздер');
    if (ms) await first.waitForTimeout(ms);
    await first.close({ runBeforeUnload: true });

    const again = await context.newPage();
    await expect(await messageBox(again)).toHaveValue(`Сәлем ${ms} — соңғы сөздер`);
  });

test('a form filled and closed at once, before any save, is there when opened again', async ({ context }) => {
  const first = await context.newPage();
  const box = await messageBox(first);
  await box.fill('Бәрі бірден жабылды');
  await first.close({ runBeforeUnload: true });

  const again = await context.newPage();
  await expect(await messageBox(again)).toHaveValue('Бәрі бірден жабылды');
});
