/** users/create and users/{id}: create goes to the new user's page by the returned id; update stays with a toast. */
import { getRouteApi, Link, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { AccessPanel } from './access-panel.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { ROLES } from '../../../contract/roles.ts';
import { UserForm } from './user-form.tsx';
import { toFormValues } from './user-form-values.ts';

const route = getRouteApi('/{-$locale}/admin/users/$id');

function BackLink() {
  const { locale } = useParams({ strict: false });
  return (
    <Link to="/{-$locale}/admin/users" params={{ locale }}>
      <FormattedMessage id="users.form.back" />
    </Link>
  );
}

export function UserCreatePage({ roleId }: { roleId?: number | undefined }) {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  return (
    <RolesOnly roles={[ROLES.admin]}>
      <section className="page" data-testid="user-create">
        <BackLink />
        <h1>
          <FormattedMessage id="users.form.createTitle" />
        </h1>
        <UserForm
          values={toFormValues(undefined, roleId)}
          onSaved={(user) =>
            void navigate({ to: '/{-$locale}/admin/users/$id', params: { locale, id: String(user.id) } })
          }
        />
      </section>
    </RolesOnly>
  );
}

export const UserEditPage = ({ id }: { id: number }) => (
  <RolesOnly roles={[ROLES.admin]}>
    <UserEdit id={id} />
  </RolesOnly>
);

function UserEdit({ id }: { id: number }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const router = useRouter();
  const user = route.useLoaderData();
  const saved = () => {
    void router.invalidate();
    toast.success(intl.formatMessage({ id: 'users.form.saved' }));
  };
  return (
    <section className="page" data-testid="user-edit">
      <BackLink />
      {user && (
        <>
          <h1>
            <FormattedMessage id="users.form.editTitle" values={{ name: user.data.name }} />
          </h1>
          <UserForm
            key={`${user.data.id}:${user.data.updated_at}`}
            userId={id}
            values={toFormValues(user.data)}
            onSaved={saved}
          />
          <AccessPanel user={user.data} onChange={() => void router.invalidate()} />
          <p>
            <Link to="/{-$locale}/admin/user-logs" params={{ locale }} search={{ changed_user_id: id }}>
              <FormattedMessage id="users.history" />
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
