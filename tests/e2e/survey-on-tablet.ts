/** A published survey opened once online on a tablet: its definition and the app are kept for offline use. */
import type { APIRequestContext, Page } from '@playwright/test';
import { surveyBody } from '../support/survey-data.ts';
import { signInAdmin } from './content-helpers.ts';
import { expect, waitForServiceWorker } from './fixtures.ts';

/** A feedback survey, published: its id and the admin's headers. */
export async function publishedSurvey(request: APIRequestContext) {
  const { token } = await signInAdmin(request);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/surveys', { headers: auth, data: surveyBody({ type: 'feedback' }) });
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await request.post(`/api/surveys/${id}/publish`, { headers: auth })).status()).toBe(200);
  return { id, auth };
}

export async function surveyOnTablet(page: Page, request: APIRequestContext) {
  const { id, auth } = await publishedSurvey(request);
  await page.goto(`/en/survey/${id}`);
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByTestId('survey-form')).toBeVisible();
  return { id, auth };
}
