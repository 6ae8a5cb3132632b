import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyKitchen } from '../api/kitchens';
import { KitchenForm } from '../components/kitchen-form';

/** /cloud-kitchen/create-kitchen: a new kitchen, or the cook's own one to edit (one kitchen per cook). */
export default function KitchenFormPage() {
  const mine = useMyKitchen();
  const title = mine.data ? 'Edit your kitchen' : 'Create your kitchen';
  return (
    <Page title={title} width="narrow" lead="Cook for your neighbours: set your menu slots, cut-offs and how they pay.">
      {mine.isPending ? (
        <Skeleton className="h-96" />
      ) : mine.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-center text-red-800">
          Failed to load your kitchen. Please try again later.
        </p>
      ) : (
        <KitchenForm kitchen={mine.data ?? undefined} />
      )}
    </Page>
  );
}
