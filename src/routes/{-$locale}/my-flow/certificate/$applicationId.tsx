import { createFileRoute } from '@tanstack/react-router';
import { positiveIntParam } from '../../../../lib/route-search.ts';
import { CertificatePage } from '../../../../features/my-flow/certificate-page.tsx';

export const Route = createFileRoute('/{-$locale}/my-flow/certificate/$applicationId')({
  params: positiveIntParam('applicationId'),
  staticData: { title: 'meta.my_flow.certificate.title', description: 'meta.my_flow.certificate.description' },
  component: function CertificateRoute() {
    const { applicationId } = Route.useParams();
    return <CertificatePage applicationId={applicationId} />;
  },
});
