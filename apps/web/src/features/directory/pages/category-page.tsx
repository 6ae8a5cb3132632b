import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategoryList, useMainCategories } from '../api/categories';
import { useCategoryProviders } from '../api/provider-lists';
import { Breadcrumb } from '../components/breadcrumb';
import { CategoryList } from '../components/category-list';
import { filterQuery, hasFilters, NoFilteredMatch, ProviderFilterBar, useProviderFilters } from '../components/provider-filters';
import { ProviderList } from '../components/provider-list';
import { usePageService } from '../../../components/enquiry/quick-enquiry-store';

/** /home/{id}: breadcrumb, the category list, and the category's providers grouped by main category. */
export default function CategoryPage() {
  const id = Number(useParams().id);
  const list = useCategoryList(id);
  const mains = useMainCategories();
  const [filters, setFilters] = useProviderFilters();
  const { t } = useLingui();
  const providers = useCategoryProviders(id, filterQuery(filters));

  // A sub category is among its siblings; a main category names itself as its children's parent.
  const asSub = list.data?.find((c) => c.id === id);
  const main = asSub
    ? { id: asSub.parent_id!, name: asSub.parent_name ?? '' }
    : (mains.data?.find((m) => m.id === id) ?? (list.data?.[0] ? { id, name: list.data[0].parent_name ?? '' } : null));
  const title = asSub?.name ?? main?.name ?? (list.isError ? t`Category not found` : t`Category`);
  usePageService(asSub?.name ?? main?.name);

  return (
    <Page title={title} ownHeading>
      <Breadcrumb
        items={[{ label: t`Home`, to: '/' }, ...(main ? [{ label: main.name, to: `/home/${main.id}` }] : []), ...(asSub ? [{ label: asSub.name }] : [])]}
      />
      {list.isPending && mains.isPending ? (
        <Skeleton className="mb-6 h-9 w-64" />
      ) : (
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      )}
      <div className="mb-8">
        <CategoryList
          categories={list.isError ? [] : list.data}
          currentId={id}
          title={asSub ? (main?.name ? t`More in ${main.name}` : t`More in this category`) : t`Sub categories`}
        />
      </div>
      <ProviderFilterBar filters={filters} onChange={setFilters} />
      <ProviderList query={providers} empty={hasFilters(filters) ? <NoFilteredMatch onClear={() => setFilters({})} /> : undefined} />
    </Page>
  );
}
