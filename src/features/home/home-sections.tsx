import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

const SECTIONS = [
  ['/{-$locale}/consultations', 'home.sections.consultations'],
  ['/{-$locale}/calculators', 'home.sections.calculators'],
  ['/{-$locale}/agro', 'home.sections.agro'],
  ['/{-$locale}/foundation', 'home.sections.foundation'],
  ['/{-$locale}/school', 'home.sections.akims'],
  ['/{-$locale}/about', 'home.sections.about'],
] as const;

/** Doors into the rest of the site, one card each: the whole card is the link. */
export function HomeSections() {
  const { locale } = useParams({ strict: false });
  return (
    <section className="content-section" aria-labelledby="home-sections">
      <h2 id="home-sections">
        <FormattedMessage id="home.sections.title" />
      </h2>
      <ul className="cards">
        {SECTIONS.map(([to, id]) => (
          <li key={to} className="card strand-card">
            <Link to={to} params={{ locale }}>
              <FormattedMessage id={`${id}.title`} />
            </Link>
            <FormattedMessage id={`${id}.text`} tagName="p" />
          </li>
        ))}
      </ul>
    </section>
  );
}
