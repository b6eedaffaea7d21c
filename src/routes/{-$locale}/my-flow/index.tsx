import { createFileRoute, redirect } from '@tanstack/react-router';
import { MyFlowPage } from '../../../features/my-flow/my-flow-page.tsx';
import { getSession } from '../../../lib/session.ts';

export const Route = createFileRoute('/{-$locale}/my-flow/')({
  beforeLoad: ({ location, params }) => {
    if (!getSession())
      throw redirect({
        to: '/{-$locale}/admin/login',
        params: { locale: params.locale },
        search: { from: location.href },
      });
  },
  staticData: { title: 'meta.my_flow.title', description: 'meta.my_flow.description' },
  component: MyFlowPage,
});
