/** Publish or hide: only admins (experts edit content, ADR 066); the button is not shown to others. */
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { getSession } from '../../lib/session.ts';

export function PublishToggle({ published, onChange }: { published: boolean; onChange: (p: boolean) => void }) {
  if (getSession()?.user.role_id !== ROLES.admin) return null;
  return (
    <button
      type="button"
      className="btn btn-secondary"
      data-testid="publish-toggle"
      onClick={() => onChange(!published)}
    >
      <FormattedMessage id={published ? 'learn.admin.unpublish' : 'learn.admin.publish'} />
    </button>
  );
}
