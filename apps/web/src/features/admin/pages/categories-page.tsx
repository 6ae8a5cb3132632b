import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import type { Category } from '@padosi/shared/categories';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { imageUrl, onImageError } from '../../../lib/images';
import { notify } from '../../../lib/notify';
import { useAdminCategories, useCategoryStatus, useReorderCategories } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { AdminSplit, useEditing } from '../components/admin-split';
import { CategoryForm } from '../components/category-form';
import { CategoryAliasesEditor } from '../components/category-aliases';
import { HOME_HELP_LABELS } from '../components/home-help-choice';
import { StarterCategories } from '../components/starter-categories';

const byPriority = (a: Category, b: Category) => a.priority - b.priority || a.id - b.id;
const FAILED = msg`Could not save. Please try again.`;

function CategoryRow({ category, group, index, onEdit }: { category: Category; group: Category[]; index: number; onEdit: (c: Category) => void }) {
  const { i18n, t } = useLingui();
  const setStatus = useCategoryStatus();
  const reorder = useReorderCategories();
  const move = (delta: number) => {
    const ids = group.map((c) => c.id);
    [ids[index], ids[index + delta]] = [ids[index + delta]!, ids[index]!];
    reorder.mutate(ids, { onError: (err) => notify('error', errorText(err, i18n._(FAILED))) });
  };
  return (
    <div className="flex flex-wrap items-center gap-2 py-2">
      <img src={imageUrl(category.icon_path)} onError={onImageError} alt="" className="size-9 rounded-lg bg-slate-100 object-cover" />
      <span className="min-w-0 flex-1 font-medium text-slate-900">
        {category.name}
        {category.module_url && <span className="ml-2 text-xs text-slate-500">{category.module_url}</span>}
      </span>
      {category.home_help && <Badge tone="brand">{t`Home help: ${i18n._(HOME_HELP_LABELS[category.home_help])}`}</Badge>}
      {category.toprating && (
        <Badge tone="brand">
          <Trans>Home card</Trans>
        </Badge>
      )}
      <Badge tone={category.status ? 'green' : 'slate'}>{category.status ? t`Active` : t`Inactive`}</Badge>
      <div className="flex gap-1">
        <Button size="sm" variant="ghost" aria-label={t`Move ${category.name} up`} disabled={index === 0 || reorder.isPending} onClick={() => move(-1)}>
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t`Move ${category.name} down`}
          disabled={index === group.length - 1 || reorder.isPending}
          onClick={() => move(1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={setStatus.isPending}
          aria-label={category.status ? t`Deactivate ${category.name}` : t`Activate ${category.name}`}
          onClick={() => setStatus.mutate({ id: category.id, status: !category.status }, { onError: (err) => notify('error', errorText(err, i18n._(FAILED))) })}
        >
          {category.status ? t`Deactivate` : t`Activate`}
        </Button>
        <Button size="sm" variant="outline" aria-label={t`Edit ${category.name}`} onClick={() => onEdit(category)}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** /admin/categories: main and sub categories with icons, links, order and status; the form creates and edits. */
export default function CategoriesPage() {
  const { t } = useLingui();
  const list = useAdminCategories();
  const { editing, setEditing, done, formKey } = useEditing<Category>();
  const all = list.data ?? [];
  const mains = all.filter((c) => c.parent_id === null).sort(byPriority);
  const subsOf = (id: number) => all.filter((c) => c.parent_id === id).sort(byPriority);

  return (
    <AdminPage title={t`Categories`} lead={t`Main categories group the directory; sub categories are what a provider offers.`}>
      <AdminSplit
        listId="categories-title"
        listTitle={t`All categories`}
        formTitle={editing ? t`Edit “${editing.name}”` : t`New category`}
        side={
          <>
            <CategoryForm key={formKey} category={editing} mains={mains} onDone={done} />
            {editing && <CategoryAliasesEditor key={editing.id} categoryId={editing.id} name={editing.name} />}
          </>
        }
      >
        {list.isSuccess && <StarterCategories prominent={mains.length === 0} />}
        <QueryState
          query={list}
          skeleton={{ count: 3, className: 'h-24', grid: 'grid gap-3' }}
          failure={t`Could not load categories.`}
          isEmpty={() => mains.length === 0}
          empty={t`No categories yet. Add the starter categories above, or create a main category first, then its sub categories.`}
        >
          {() => (
            <ul className="space-y-3">
              {mains.map((m, i) => (
                <li key={m.id} className="rounded-2xl border border-slate-200 bg-white px-4 py-2 shadow-card">
                  <CategoryRow category={m} group={mains} index={i} onEdit={setEditing} />
                  {subsOf(m.id).length > 0 && (
                    <ul aria-label={t`Sub categories of ${m.name}`} className="ml-4 divide-y divide-slate-100 border-l-2 border-slate-100 pl-3">
                      {subsOf(m.id).map((s, j, group) => (
                        <li key={s.id}>
                          <CategoryRow category={s} group={group} index={j} onEdit={setEditing} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </AdminSplit>
    </AdminPage>
  );
}
