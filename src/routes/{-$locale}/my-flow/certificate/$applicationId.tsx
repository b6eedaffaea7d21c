import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CertificatePage } from '../../../../features/my-flow/certificate-page.tsx';

const params = z.object({ applicationId: z.coerce.number().int().positive() });

export const Route = createFileRoute('/{-$locale}/my-flow/certificate/$applicationId')({
  params: { parse: (p) => params.parse(p), stringify: (p) => ({ applicationId: String(p.applicationId) }) },
  staticData: { title: 'meta.my_flow.certificate.title', description: 'meta.my_flow.certificate.description' },
  component: function CertificateRoute() {
    const { applicationId } = Route.useParams();
    return <CertificatePage applicationId={applicationId} />;
  },
});
