import { useParams } from 'react-router';
import { AD_MESSAGES } from '@padosi/shared/ads';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth-store';
import { useAd } from '../api/get-ad';
import { AdForm } from '../components/ad-form';

/** /ads/create and /ads/edit/{ad_id}: the mode follows the id in the route. */
export default function AdFormPage() {
  const id = Number(useParams().adId);
  const isEdit = Number.isInteger(id) && id > 0;
  const me = useCurrentUser()!;
  const ad = useAd(isEdit ? id : 0);
  const title = isEdit ? 'Edit ad' : 'Post an ad';

  let body;
  if (!isEdit) body = <AdForm />;
  else if (ad.isPending) body = <Skeleton className="h-96" />;
  else if (ad.isError) body = <p role="alert" className="text-red-700">{AD_MESSAGES.detailsFailed}</p>;
  else if (ad.data.user_id !== me.id && !me.isadmin) body = <p role="alert" className="text-slate-700">You can only edit your own ads.</p>;
  else body = <AdForm ad={ad.data} />;

  return (
    <Page title={title} width="narrow" lead={isEdit ? undefined : 'Describe the item, set a price and add up to 5 photos.'}>
      <Card>{body}</Card>
    </Page>
  );
}
