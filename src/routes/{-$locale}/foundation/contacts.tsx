import { createFileRoute } from '@tanstack/react-router';
import { ContactsInfo } from '../../../features/foundation/contacts-info.tsx';
import { ContactForm } from '../../../features/requests/request-forms.tsx';

export const Route = createFileRoute('/{-$locale}/foundation/contacts')({
  staticData: { title: 'meta.foundationContacts.title', description: 'meta.foundationContacts.description' },
  component: () => (
    <article className="page" data-testid="foundation-contacts-page">
      <ContactsInfo />
      <ContactForm />
    </article>
  ),
});
