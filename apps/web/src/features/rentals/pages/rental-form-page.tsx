import { useNavigate, useParams } from 'react-router';
import { RENTAL_MESSAGES } from '@padosi/shared/rentals';
import { DeleteButton } from '../../../components/delete-button';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useDeleteRental } from '../api/delete-rental';
import { useRental } from '../api/get-rental';
import { RentalForm } from '../components/rental-form';

/** /rentals/create and /rentals/edit/{ad_id}; the edit page also deletes, after a confirmation. */
export default function RentalFormPage() {
  const id = Number(useParams().adId);
  const isEdit = Number.isInteger(id) && id > 0;
  const me = useCurrentUser()!;
  const navigate = useNavigate();
  const rental = useRental(isEdit ? id : 0);
  const remove = useDeleteRental();

  let body;
  if (!isEdit) body = <RentalForm />;
  else if (rental.isPending) body = <Skeleton className="h-[32rem]" />;
  else if (rental.isError) body = <p role="alert" className="text-red-700">{RENTAL_MESSAGES.loadFailed}</p>;
  else if (rental.data.user_id !== me.id && !me.isadmin) body = <p role="alert" className="text-slate-700">You can only edit your own rentals.</p>;
  else body = <RentalForm rental={rental.data} />;

  const canDelete = isEdit && rental.data && (rental.data.user_id === me.id || me.isadmin);
  return (
    <Page
      title={isEdit ? 'Edit rental' : 'Post a rental'}
      width="narrow"
      lead={isEdit ? undefined : 'A house, flat or PG: tell neighbours what it costs, who it suits and when it is free.'}
      actions={
        canDelete ? (
          <DeleteButton
            remove={() => remove.mutateAsync(id)}
            busy={remove.isPending}
            title="Delete rental"
            description={RENTAL_MESSAGES.confirmDelete}
            onDeleted={(res) => {
              notify('success', res.message);
              navigate(`/rentals/${rental.data?.user_id ?? me.id}`, { replace: true });
            }}
            // The spec only logs a failed delete.
            onError={(err) => console.error('rental delete failed', err)}
          />
        ) : undefined
      }
    >
      <Card>{body}</Card>
    </Page>
  );
}
