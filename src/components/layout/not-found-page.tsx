import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

export function NotFoundPage() {
  return (
    <section className="page not-found" data-testid="not-found">
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <Link to="/{-$locale}" params={{ locale: undefined }}>
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
