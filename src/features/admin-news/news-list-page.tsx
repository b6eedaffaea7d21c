import { FormattedMessage } from 'react-intl';

/** The admin landing page after sign-in. News management arrives with the content issue. */
export function NewsListPage() {
  return (
    <section className="page" data-testid="admin-news">
      <h1>
        <FormattedMessage id="admin.news.title" />
      </h1>
      <p className="empty">
        <FormattedMessage id="admin.news.empty" />
      </p>
    </section>
  );
}
