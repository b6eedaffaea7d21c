import { PageHeader } from '../../components/ui/content-blocks.tsx';
import { ConsultationRequestForm } from './consultation-form.tsx';

/** The consultation request page: what happens next, and the form. */
export function ConsultationRequestPage() {
  return (
    <div className="page" data-testid="consultation-request-page">
      <PageHeader title="request.consultation.page.title" lead="request.consultation.page.lead" />
      <ConsultationRequestForm />
    </div>
  );
}
