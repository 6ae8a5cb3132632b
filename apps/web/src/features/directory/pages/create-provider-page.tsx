import { useLingui } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { useNavigate } from 'react-router';
import { PROVIDER_MESSAGES } from '@padosi/shared/provider-constants';
import { Card, Page } from '../../../components/ui/page';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreateProvider } from '../api/provider';
import { ProviderForm } from '../components/provider-form';

/** /createcard (signed in): Register your Service / Shop Details; on success to /details/{id}. */
export default function CreateProviderPage() {
  const create = useCreateProvider();
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <Page title={sharedText(PROVIDER_MESSAGES.createTitle)} width="narrow">
      <Card>
        <ProviderForm
          mode="create"
          defaults={{
            name: '',
            has_shop: 'no',
            shopname: '',
            address: '',
            pincode: '',
            apartment_id: '',
            business_details: '',
            parent_id: '',
            service_type: '',
            phone_number: '',
            long_desc: '',
          }}
          submitting={create.isPending}
          submitLabel={t`Register`}
          onSubmit={(values, image) =>
            create.mutate(
              { values, image },
              {
                onSuccess: (res) => {
                  notify('success', PROVIDER_MESSAGES.added);
                  navigate(`/details/${res.id}`, { replace: true });
                },
                onError: (err) => notify('error', errorText(err, PROVIDER_MESSAGES.addFailed)),
              },
            )
          }
        />
      </Card>
    </Page>
  );
}
