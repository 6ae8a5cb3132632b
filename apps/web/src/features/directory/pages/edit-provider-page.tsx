import { Trans, useLingui } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { useNavigate, useParams } from 'react-router';
import { PROVIDER_MESSAGES } from '@padosi/shared/provider-constants';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useProviderForEdit, useUpdateProvider } from '../api/provider';
import { ProviderForm } from '../components/provider-form';

const SUCCESS_MS = 5000;

/** /business-update/{id} (owner or admin): the update form; on success to /details/{id}. */
export default function EditProviderPage() {
  const id = Number(useParams().id);
  const current = useProviderForEdit(id);
  const update = useUpdateProvider(id);
  const navigate = useNavigate();
  const { t } = useLingui();

  if (current.isPending) {
    return (
      <Page title={t`Edit service provider`} width="narrow">
        <Card className="space-y-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </Card>
      </Page>
    );
  }
  if (!current.data) {
    return (
      <Page title={t`Edit service provider`} width="narrow">
        <Card>
          <p role="alert" className="text-slate-700">
            {sharedText(PROVIDER_MESSAGES.loadForEditFailed)}
          </p>
          <ButtonLink to={`/details/${id}`} variant="outline" className="mt-4">
            <Trans>Back to the listing</Trans>
          </ButtonLink>
        </Card>
      </Page>
    );
  }
  const v = current.data;
  return (
    <Page title={t`Edit service provider`} width="narrow" lead={v.name}>
      <Card>
        <ProviderForm
          mode="update"
          defaults={{
            name: v.name,
            has_shop: v.has_shop,
            shopname: v.shopname,
            address: v.address,
            pincode: v.pincode,
            apartment_id: v.apartment_id ?? '',
            business_details: v.business_details,
            parent_id: v.parent_category_id,
            service_type: v.service_type,
            phone_number: v.phone_number,
            long_desc: v.long_desc,
          }}
          currentImage={v.profile_image_url}
          submitting={update.isPending}
          submitLabel={t`Save changes`}
          onSubmit={(values, image) =>
            update.mutate(
              { values, image },
              {
                onSuccess: (res) => {
                  notify('success', PROVIDER_MESSAGES.updated, SUCCESS_MS);
                  navigate(`/details/${res.id}`, { replace: true });
                },
                onError: (err) => notify('error', errorText(err, PROVIDER_MESSAGES.updateFailed)),
              },
            )
          }
        />
      </Card>
    </Page>
  );
}
