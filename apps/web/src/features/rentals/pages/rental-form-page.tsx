import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { RENTAL_MESSAGES } from '@padosi/shared/rentals';
import { ListingFormBody } from '../../../components/listings/listing-form-body';
import { Card, Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/auth-store';
import { useRental } from '../api/get-rental';
import { DeleteRentalButton } from '../components/delete-rental-button';
import { RentalForm } from '../components/rental-form';
import { sharedText } from '../../../lib/shared-messages';

/** /rentals/create and /rentals/edit/{ad_id}; the edit page also deletes, after a confirmation. */
export default function RentalFormPage() {
  const { t } = useLingui();
  const id = Number(useParams().adId);
  const isEdit = Number.isInteger(id) && id > 0;
  const me = useCurrentUser()!;
  const rental = useRental(isEdit ? id : 0);

  const canDelete = isEdit && rental.data && (rental.data.user_id === me.id || me.isadmin);
  return (
    <Page
      title={isEdit ? t`Edit rental` : t`Post a rental`}
      width="narrow"
      lead={isEdit ? undefined : t`A house, flat or PG: tell neighbours what it costs, who it suits and when it is free.`}
      actions={
        canDelete ? (
          // The spec only logs a failed delete here.
          <DeleteRentalButton id={id} ownerId={rental.data?.user_id ?? me.id} onError={(err) => console.error('rental delete failed', err)} />
        ) : undefined
      }
    >
      <Card>
        <ListingFormBody
          editing={isEdit ? rental : undefined}
          skeletonClassName="h-[32rem]"
          failed={sharedText(RENTAL_MESSAGES.loadFailed)}
          notOwner={t`You can only edit your own rentals.`}
        >
          {(listing) => <RentalForm rental={listing} />}
        </ListingFormBody>
      </Card>
    </Page>
  );
}
