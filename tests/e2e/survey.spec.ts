import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { E2E_ADMIN } from '../support/server.ts';
import { nextIin } from '../support/registration-data.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { signInAsTrainer, trainerWithFlow } from './flows-harness.ts';

const answersOnServer = (surveyId: number) => {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'qaryzsyz.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM survey_responses WHERE survey_id = ?').get(surveyId) as { n: number })
      .n;
  } finally {
    db.close();
  }
};

async function adminPage(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/en/admin/login');
  await page.getByLabel('Phone').fill(E2E_ADMIN.phone);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  return page;
}

/** One literacy item (the second option is right) and the declared debt. */
async function buildEntrySurvey(page: Page): Promise<number> {
  await page.goto('/en/admin/survey');
  await page.getByTestId('survey-create').click();
  const builder = page.getByTestId('survey-builder');
  await builder.getByTestId('builder-title-en').fill('Financial literacy');
  await builder.getByTestId('builder-title-ru').fill('Финансовая грамотность');
  const first = builder.getByTestId('builder-question').nth(0);
  await first.getByTestId('builder-code').fill('lit1');
  await first.getByTestId('builder-label-en').fill('Which loan is cheaper?');
  await first.getByTestId('builder-add-option').click();
  await first.getByTestId('builder-add-option').click();
  await first.getByLabel('Option text (en)').nth(0).fill('Lower monthly payment');
  await first.getByLabel('Option text (en)').nth(1).fill('Lower APR');
  await first.getByTestId('builder-right').fill('o2');
  await builder.getByTestId('builder-add-question').click();
  const second = builder.getByTestId('builder-question').nth(1);
  await second.getByTestId('builder-code').fill('debt');
  await second.getByTestId('builder-type').selectOption('decimal');
  await second.getByTestId('builder-label-en').fill('Your consumer debt, ₸');
  await second.getByTestId('builder-debt').check();
  await builder.getByTestId('builder-save').click();
  await expect(page).toHaveURL(/\/en\/admin\/survey\/\d+$/);
  await page.getByTestId('survey-publish').click();
  await expect(page.getByTestId('survey-version')).toHaveText('Version 1 is published: answers go to it.');
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The trainer's tablet: each respondent in turn, offline, on the survey opened once online. */
async function collect(
  page: Page,
  surveyId: number,
  flowId: number,
  people: { iin: string; right: boolean; debt: string }[],
) {
  // The group's attendance sheet offers its published surveys.
  await page.goto(`/en/trainer/flows/${flowId}`);
  await page.getByTestId('survey-links').locator(`a[href$="/survey/${surveyId}?flow=${flowId}"]`).click();
  await expect(page.getByTestId('survey-form')).toBeVisible();
  await page.context().setOffline(true);
  for (const p of people) {
    const form = page.getByTestId('survey-form');
    await form.getByTestId('survey-iin').fill(p.iin);
    await form.getByLabel(p.right ? 'Lower APR' : 'Lower monthly payment').check();
    await form.getByTestId('question-debt').locator('input').fill(p.debt);
    await form.getByTestId('survey-consent').check();
    await form.getByTestId('survey-submit').click();
    await expect(page.getByTestId('survey-done')).toContainText('Saved on this device');
    await page.getByTestId('survey-next').click();
  }
  await expect(page.getByTestId('survey-collected')).toHaveText(`Collected on this device: ${people.length}`);
  expect(answersOnServer(surveyId)).toBe(0);
  await page.context().setOffline(false);
  await expect.poll(() => answersOnServer(surveyId), { timeout: 30_000 }).toBe(people.length);
}

test('an admin builds an entry and an exit survey; a trainer collects both offline on one tablet; the statistics show the chart and the literacy change of the matched people', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await adminPage(browser, baseURL!);
  const entryId = await buildEntrySurvey(admin);
  // The same test at the end of the training: a copy typed "exit", published on its own.
  await admin.getByTestId('survey-copy-type').selectOption('exit');
  await admin.getByTestId('survey-copy').click();
  await expect(admin).not.toHaveURL(new RegExp(`/survey/${entryId}$`));
  // The copy's own page has replaced the entry survey's before it is published.
  await expect(admin.getByTestId('survey-version')).toContainText('Not published');
  await admin.getByTestId('survey-publish').click();
  await expect(admin.getByTestId('survey-version')).toContainText('Version 1');
  const exitId = Number(new URL(admin.url()).pathname.split('/').pop());

  const { phone, password, flowId } = await trainerWithFlow(`Survey${Date.now() % 100000}`, 0);
  await signInAsTrainer(page, phone, password);
  await waitForServiceWorker(page);
  const iins = Array.from({ length: 5 }, () => nextIin('880101', '4'));
  // Entry: 2 of 5 right, 100,000 ₸ each; exit: 4 of 5 right, 80,000 ₸ each.
  await collect(
    page,
    entryId,
    flowId,
    iins.map((iin, i) => ({ iin, right: i < 2, debt: '100000' })),
  );
  await collect(
    page,
    exitId,
    flowId,
    iins.map((iin, i) => ({ iin, right: i < 4, debt: '80000' })),
  );

  await admin.goto(`/en/admin/survey/show/${exitId}/exit`);
  await expect(admin.getByTestId('stats-respondents')).toContainText('Respondents: 5');
  const item = admin.getByTestId('stats-lit1');
  await expect(item.getByTestId('report-chart')).toBeVisible();
  await expect(item.getByTestId('chart-bar')).toHaveCount(2);
  await expect(item.getByRole('row', { name: /Lower APR/ })).toContainText('80%');
  await expect(admin.getByTestId('stats-debt').getByTestId('stats-numeric')).toContainText('80,000');
  const outcomes = admin.getByTestId('survey-outcomes');
  await expect(outcomes.getByTestId('outcome-matched')).toHaveText('5');
  // Literacy share 40 % → 80 %: +100 %, target +30 % met; debt 500,000 → 400,000: −20 %, met.
  await expect(outcomes.getByTestId('outcome-literacy')).toContainText('+100% target +30% met');
  await expect(outcomes.getByTestId('outcome-debt')).toContainText('-20% target -20% met');
});
