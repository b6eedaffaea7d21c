import { createFileRoute } from '@tanstack/react-router';
import { searchOf, optionalText } from '../../../lib/route-search.ts';
import { LoginPage } from '../../../features/auth/login-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/login')({
  validateSearch: searchOf({ from: optionalText(2000) }),
  staticData: { title: 'meta.login.title' },
  component: function Login() {
    const { from } = Route.useSearch();
    return <LoginPage from={from} />;
  },
});
