import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { AD_MESSAGES } from '@padosi/shared/ads';
import { ListingFormBody } from '../../../components/listings/listing-form-body';
import { Card, Page } from '../../../components/ui/page';
import { useAd } from '../api/get-ad';
import { AdForm } from '../components/ad-form';
import { sharedText } from '../../../lib/shared-messages';

/** /ads/create and /ads/edit/{ad_id}: the mode follows the id in the route. */
export default function AdFormPage() {
  const { t } = useLingui();
  const id = Number(useParams().adId);
  const isEdit = Number.isInteger(id) && id > 0;
  const ad = useAd(isEdit ? id : 0);

  return (
    <Page title={isEdit ? t`Edit ad` : t`Post an ad`} width="narrow" lead={isEdit ? undefined : t`Describe the item, set a price and add up to 5 photos.`}>
      <Card>
        <ListingFormBody
          editing={isEdit ? ad : undefined}
          skeletonClassName="h-96"
          failed={sharedText(AD_MESSAGES.detailsFailed)}
          notOwner={t`You can only edit your own ads.`}
        >
          {(listing) => <AdForm ad={listing} />}
        </ListingFormBody>
      </Card>
    </Page>
  );
}
