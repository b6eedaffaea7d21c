/** What the investment-project forecast table holds; the table is sent on request. */
import { Bullets, PageHeader } from '../../components/ui/content-blocks.tsx';

export function ForecastInfo() {
  return (
    <>
      <PageHeader title="foundation.forecast.title" lead="foundation.forecast.lead" />
      <Bullets
        ids={['foundation.forecast.i1', 'foundation.forecast.i2', 'foundation.forecast.i3', 'foundation.forecast.i4']}
      />
    </>
  );
}
