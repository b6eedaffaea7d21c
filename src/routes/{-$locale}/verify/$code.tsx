import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '../../../features/learn/verify-page.tsx';

export const Route = createFileRoute('/{-$locale}/verify/$code')({
  staticData: { title: 'meta.learn.verify.title', description: 'meta.learn.verify.description' },
  component: function Verify() {
    return <VerifyPage code={Route.useParams().code} />;
  },
});
