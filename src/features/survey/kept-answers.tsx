/**
 * Answers the server will not take (the survey was withdrawn while the device had it) are never deleted:
 * they stay on this device, and "This device" exports them for the programme to read.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

export function KeptAnswers() {
  const { locale } = useParams({ strict: false });
  return (
    <p data-testid="survey-kept">
      <FormattedMessage id="survey.run.kept" />{' '}
      <Link to="/{-$locale}/device" params={{ locale }}>
        <FormattedMessage id="survey.run.kept_export" />
      </Link>
    </p>
  );
}
