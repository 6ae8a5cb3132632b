import { useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/ui/page';
import { useMyKitchen } from '../api/kitchens';
import { KitchenForm } from '../components/kitchen-form';
import { MyKitchenLoaded } from '../components/my-kitchen-loaded';

/** /cloud-kitchen/create-kitchen: a new kitchen, or the cook's own one to edit (one kitchen per cook). */
export default function KitchenFormPage() {
  const mine = useMyKitchen();
  const { t } = useLingui();
  const title = mine.data ? t`Edit your kitchen` : t`Create your kitchen`;
  return (
    <Page title={title} width="narrow" lead={t`Cook for your neighbours: set your menu slots, cut-offs and how they pay.`}>
      <MyKitchenLoaded mine={mine} skeletonClassName="h-96">
        {() => <KitchenForm kitchen={mine.data ?? undefined} />}
      </MyKitchenLoaded>
    </Page>
  );
}
