/**
 * The main page: a hero with the programme's picture and its three main doors (register, the contest,
 * learning online), the mission, the training in figures, how to register, hours, the strands as cards,
 * partners, testimonials.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { Bullets, Section } from '../../components/ui/content-blocks.tsx';
import { HeroIllustration } from './hero-illustration.tsx';
import { HomeSections } from './home-sections.tsx';
import './home.css';

/** The training in figures (seed §1 and §9). */
const TRAINING = { days: 5, age: 18, min: 30, max: 70, regions: 17, cities: 3, target: 750_000 };
const GOALS = { literacy: 30, seminars: 500, debt: 20 };
const TESTIMONIALS = ['t1', 't2', 't3'] as const;

export function HomePage() {
  const { locale } = useParams({ strict: false });
  return (
    <section className="page home" data-testid="home-page">
      <div className="hero">
        <div className="hero-text">
          <h1>
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="lead">
            <FormattedMessage id="home.hero.lead" />
          </p>
          <p className="hero-actions" data-testid="hero-actions">
            <Link to="/{-$locale}/register" params={{ locale }} className="btn btn-primary">
              <FormattedMessage id="registration.title" />
            </Link>
            <Link to="/{-$locale}/contest" params={{ locale }} className="btn btn-secondary">
              <FormattedMessage id="nav.contest" />
            </Link>
            <Link to="/{-$locale}/learn" params={{ locale }} className="btn btn-secondary">
              <FormattedMessage id="home.cta.learn" />
            </Link>
          </p>
        </div>
        <HeroIllustration />
      </div>
      <Section title="home.mission.title">
        <FormattedMessage id="home.mission.text" tagName="p" />
      </Section>
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
      <Section title="home.goals.title">
        <ul className="facts goals">
          <li>
            <FormattedMessage id="home.goals.literacy" values={{ n: GOALS.literacy }} />
          </li>
          <li>
            <FormattedMessage id="home.goals.seminars" values={{ n: GOALS.seminars }} />
          </li>
          <li>
            <FormattedMessage id="home.goals.debt" values={{ n: GOALS.debt }} />
          </li>
        </ul>
      </Section>
      <Section id="register" title="home.register.title">
        <Bullets ids={['home.register.office', 'home.register.online']} />
      </Section>
      <Section id="hours" title="home.hours.title">
        <Bullets ids={['home.hours.office', 'home.hours.consultations', 'home.hours.afternoon']} />
      </Section>
      <HomeSections />
      <Section id="partners" title="home.partners.title">
        <Bullets
          ids={['home.partners.akimats', 'home.partners.finance', 'home.partners.education', 'home.partners.ngo']}
        />
      </Section>
      <Section id="testimonials" title="home.testimonials.title">
        <ul className="cards">
          {TESTIMONIALS.map((t) => (
            <li key={t} className="card testimonial">
              <blockquote>
                <FormattedMessage id={`home.testimonials.${t}.quote`} tagName="p" />
                <footer>
                  <FormattedMessage id={`home.testimonials.${t}.author`} />
                </footer>
              </blockquote>
            </li>
          ))}
        </ul>
      </Section>
    </section>
  );
}
