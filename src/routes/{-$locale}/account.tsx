import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/layout/route-error.tsx';
import { AccountPage } from '../../features/account/account-page.tsx';

export const Route = createFileRoute('/{-$locale}/account')({
  staticData: { title: 'meta.account.title', description: 'meta.account.description' },
  component: AccountPage,
  errorComponent: RouteError,
});
