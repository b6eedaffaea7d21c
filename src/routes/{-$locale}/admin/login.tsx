import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../../../features/auth/login-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/login')({
  validateSearch: z.object({ from: z.string().optional() }),
  staticData: { title: 'meta.login.title' },
  component: function Login() {
    const { from } = Route.useSearch();
    return <LoginPage from={from} />;
  },
});
