/**
 * Issue 33 point 4: a collector typing the IIN of someone who already answered the survey on this
 * tablet is told so before the person is counted twice — offline too, from the device's own answers.
 */
import { nextIin } from '../support/registration-data.ts';
import { expect, test } from './fixtures.ts';
import { surveyOnTablet } from './survey-on-tablet.ts';

test('the survey form warns when the typed IIN already answered the survey on this device, offline too', async ({
  page,
  context,
  request,
}) => {
  const { id } = await surveyOnTablet(page, request);

  const person = nextIin();
  await context.setOffline(true);
  const form = page.getByTestId('survey-form');
  await page.getByTestId('survey-iin').fill(person);
  await expect(page.getByTestId('survey-answered-before')).toHaveCount(0);
  await form.getByRole('radio', { name: 'No' }).first().check();
  await page.getByTestId('survey-consent').check();
  await page.getByTestId('survey-submit').click();
  await expect(form).toHaveCount(0);

  // The next respondent on the same tablet, still offline.
  await page.goto(`/en/survey/${id}`);
  await page.getByTestId('survey-iin').fill(nextIin());
  await expect(page.getByTestId('survey-form')).toBeVisible();
  await expect(page.getByTestId('survey-answered-before')).toHaveCount(0);
  await page.getByTestId('survey-iin').fill(person);
  await expect(page.getByTestId('survey-answered-before')).toContainText('This IIN has already answered this survey.');
});
