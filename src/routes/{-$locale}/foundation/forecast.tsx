import { createFileRoute } from '@tanstack/react-router';
import { ForecastInfo } from '../../../features/foundation/forecast-info.tsx';
import { ForecastRequestForm } from '../../../features/requests/request-forms.tsx';

export const Route = createFileRoute('/{-$locale}/foundation/forecast')({
  staticData: { title: 'meta.foundationForecast.title', description: 'meta.foundationForecast.description' },
  component: () => (
    <article className="page" data-testid="foundation-forecast-page">
      <ForecastInfo />
      <ForecastRequestForm />
    </article>
  ),
});
