/**
 * `/admin/infrastructure`, `/admin/near`, `/admin/specification`, `/admin/progress`: a type's items,
 * filtered by project, with their category (or month), published flag and a link to edit each.
 */
import { useParams } from '@tanstack/react-router';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { itemCategoryLabel, type PropertyItemType } from '../../../contract/property-items.ts';
import { textIn } from '../../../contract/property.ts';
import { FilterSelect } from '../../components/ui/filter-select.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { itemPaths } from './item-paths.ts';
import { EDITORS, type AdminItem, type AdminProject } from './load.ts';
import { AdminLink } from '../../components/ui/admin-link.tsx';

interface Props {
  type: PropertyItemType;
  /** The route's loader data: the items (of the project in `?project=`, or all) and every project. */
  data: { projects: AdminProject[]; items: { data: AdminItem[] } } | null;
  project: number | undefined;
  onProject: (project: number | undefined) => void;
}

export const ItemListPage = (props: Props) => (
  <RolesOnly roles={EDITORS}>
    <ItemList {...props} />
  </RolesOnly>
);

function ItemList({ type, data, project, onProject }: Props) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const names = new Map((data?.projects ?? []).map((p) => [p.id, textIn(p.name, intl.locale)]));
  const paths = itemPaths(type, locale);
  return (
    <section className="page" data-testid="property-items">
      <h1>
        <FormattedMessage id={`admin.section.${type}`} />
      </h1>
      <div className="admin-toolbar">
        <FilterSelect
          label={intl.formatMessage({ id: 'property.field.project' })}
          anyLabel={intl.formatMessage({ id: 'property.items.all_projects' })}
          value={project}
          options={[...names].map(([id, name]) => ({ id, label: name }))}
          onChange={onProject}
        />
        <AdminLink className="btn" href={paths.create}>
          <FormattedMessage id="property.items.create" />
        </AdminLink>
      </div>
      <AdminTable
        list={{ data: data?.items }}
        emptyId="property.items.empty"
        head={columnHeads('property.items.col.', [
          'id',
          'project',
          type === 'progress' ? 'month' : 'category',
          'title',
          'published',
        ])}
        row={(i) => (
          <tr key={i.id} data-testid="property-item-row">
            <td>{i.id}</td>
            <td>{names.get(i.project_id) ?? i.project_id}</td>
            <td>
              {type === 'progress'
                ? i.month
                : i.category && intl.formatMessage({ id: itemCategoryLabel(type, i.category) })}
            </td>
            <td>
              <AdminLink href={paths.edit(i.id)}>
                {textIn(i.title, intl.locale) || intl.formatMessage({ id: 'property.items.untitled' })}
              </AdminLink>
            </td>
            <td>{intl.formatMessage({ id: i.published ? 'property.yes' : 'property.no' })}</td>
          </tr>
        )}
      />
    </section>
  );
}
