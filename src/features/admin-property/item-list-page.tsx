/**
 * `/admin/infrastructure`, `/admin/near`, `/admin/specification`, `/admin/progress`: a type's items,
 * filtered by project, with their category (or month), published flag and a link to edit each.
 */
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { itemCategoryLabel, type PropertyItemType } from '../../../contract/property-items.ts';
import { textIn } from '../../../contract/property.ts';
import { ROLES } from '../../../contract/roles.ts';
import { FilterSelect } from '../../components/ui/filter-select.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { useRead } from '../../lib/use-read.ts';
import { itemPaths } from './item-paths.ts';
import { loadItems, loadProjects } from './load.ts';
import { AdminLink } from '../../components/ui/admin-link.tsx';

export const ItemListPage = ({ type }: { type: PropertyItemType }) => (
  <RolesOnly roles={[ROLES.admin, ROLES.expert]}>
    <ItemList type={type} />
  </RolesOnly>
);

function ItemList({ type }: { type: PropertyItemType }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const [projectId, setProjectId] = useState<number | undefined>();
  const projects = useRead('property-projects:all', () => loadProjects());
  const list = useRead(`property-items:${type}:${projectId ?? ''}`, () => loadItems(type, projectId));
  const names = new Map((projects.data?.data ?? []).map((p) => [p.id, textIn(p.name, intl.locale)]));
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
          value={projectId}
          options={[...names].map(([id, name]) => ({ id, label: name }))}
          onChange={setProjectId}
        />
        <AdminLink className="btn" href={paths.create}>
          <FormattedMessage id="property.items.create" />
        </AdminLink>
      </div>
      <AdminTable
        list={list}
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
