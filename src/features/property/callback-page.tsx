/**
 * `/callback` (seed §1 "callback"): "call me back" on its own page — name, phone, consent and, if the
 * person likes, a time of day within the sales office's hours. It is the outbox mutation `property.lead`
 * of kind `callback`, kept on the phone and sent once whenever the signal returns.
 */
import { FormattedMessage } from 'react-intl';
import { BookingForm } from './booking-form.tsx';
import './property.css';

export function CallbackPage() {
  return (
    <section className="page property" data-testid="property-callback-page">
      <h1>
        <FormattedMessage id="property.callback.page_title" />
      </h1>
      <p>
        <FormattedMessage id="property.callback.intro" />
      </p>
      <BookingForm kind="callback" unitId={null} rooms={null} reservedUntil={null} onSent={() => {}} heading={null} />
    </section>
  );
}
