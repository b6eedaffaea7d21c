import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

/** The training in figures (seed §1 and §9). */
const TRAINING = { days: 5, age: 18, min: 30, max: 70, regions: 17, cities: 3, target: 750_000 };

export function HomePage() {
  const { locale } = useParams({ strict: false });
  return (
    <section className="page home" data-testid="home-page">
      <div className="hero">
        <h1>
          <FormattedMessage id="home.hero.title" />
        </h1>
        <p className="lead">
          <FormattedMessage id="home.hero.lead" />
        </p>
        <p>
          <Link to="/{-$locale}/register" params={{ locale }} className="btn btn-primary">
            <FormattedMessage id="registration.title" />
          </Link>{' '}
          <Link to="/{-$locale}/account" params={{ locale }} className="btn btn-secondary">
            <FormattedMessage id="account.title" />
          </Link>
        </p>
      </div>
      <h2>
        <FormattedMessage id="home.facts.title" />
      </h2>
      <ul className="facts">
        <li>
          <FormattedMessage id="home.facts.days" values={{ days: TRAINING.days }} />
        </li>
        <li>
          <FormattedMessage id="home.facts.age" values={{ age: TRAINING.age }} />
        </li>
        <li>
          <FormattedMessage id="home.facts.groups" values={{ min: TRAINING.min, max: TRAINING.max }} />
        </li>
        <li>
          <FormattedMessage id="home.facts.regions" values={{ regions: TRAINING.regions, cities: TRAINING.cities }} />
        </li>
        <li>
          <FormattedMessage id="home.facts.target" values={{ target: TRAINING.target }} />
        </li>
      </ul>
    </section>
  );
}
