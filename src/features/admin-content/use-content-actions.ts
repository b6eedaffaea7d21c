/** Publish and delete, shared by the list and the form; delete asks the seed's confirmation first. */
import { useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { CONTENT_TYPES, type ContentType } from '../../../contract/content-types.ts';
import { api, ApiError } from '../../lib/api.ts';

export function useContentActions(type: ContentType) {
  const intl = useIntl();
  const base = `/${CONTENT_TYPES[type].path}`;
  const fail = (e: unknown) =>
    toast.error(e instanceof ApiError ? e.message : intl.formatMessage({ id: 'common.errors' }));

  return {
    async setPublished(id: number, published: boolean) {
      try {
        await api(`${base}/${id}/publish`, { body: { published } });
        toast.success(intl.formatMessage({ id: published ? 'content.admin.published' : 'content.admin.unpublished' }));
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
    async remove(id: number, name: string) {
      if (!window.confirm(intl.formatMessage({ id: 'content.admin.deleteConfirm' }, { name }))) return false;
      try {
        await api(`${base}/${id}`, { method: 'DELETE' });
        toast.success(intl.formatMessage({ id: 'content.admin.deleted' }));
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
  };
}
