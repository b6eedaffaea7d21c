/**
 * A survey withdrawn while a tablet still had it: the tablet lets go of it as soon as it asks online, and
 * answers filled offline before it knew are refused with the reason, kept on the device and exportable.
 */
import { expect, test } from './fixtures.ts';
import { surveyOnTablet } from './survey-on-tablet.ts';

test('answers given on a survey withdrawn meanwhile say why they were refused, stay on the device, and the survey leaves the tablet', async ({
  page,
  context,
  request,
}) => {
  // The tablet opens the survey once online: its definition and the app are saved for offline use.
  const { id, auth } = await surveyOnTablet(page, request);

  // The programme withdraws the survey while the tablet is in a village hall without signal, where a
  // respondent then answers it: the tablet could not know.
  await context.setOffline(true);
  expect((await request.post(`/api/surveys/${id}/withdraw`, { headers: auth })).status()).toBe(200);
  await page.getByTestId('survey-form').getByRole('radio', { name: 'No' }).first().check();
  await page.getByTestId('survey-consent').check();
  await page.getByTestId('survey-submit').click();
  await expect(page.getByTestId('survey-form')).toHaveCount(0);

  // Back online the answers are refused for that reason: the tablet says why and keeps them.
  await context.setOffline(false);
  await page.goto('/en/device');
  const item = page.getByTestId('draft-item').filter({ hasText: 'Входная анкета' });
  await expect(item).toHaveAttribute('data-status', 'rejected', { timeout: 30_000 });
  await expect(item.getByTestId('draft-errors')).toContainText('This version of the survey was withdrawn.');
  await item.getByRole('link', { name: 'Open' }).click();
  // Online, the survey is gone from the tablet, and the page points to where the answers are kept.
  await expect(page.getByTestId('survey-unavailable')).toHaveText('This survey is not open now.');
  await expect(page.getByTestId('survey-kept')).toContainText('Your answers are kept on this device');
  await page.reload();
  await expect(page.getByTestId('survey-unavailable')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('survey-kept').getByRole('link').click();
  await page.getByRole('button', { name: 'Export unsent data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^qaryzsyz-unsent-\d+\.json$/);
});
