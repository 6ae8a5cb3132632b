import { useLingui } from '@lingui/react/macro';
import { justPostedState } from '../../../lib/just-posted';
import { useNavigate } from 'react-router';
import { HOME_HELP_LIMITS, HOME_HELP_MESSAGES as M, type HomeHelpBodyValues, type HomeHelpDetails, type HomeHelpInput } from '@padosi/shared/home-help';
import { addDays } from '@padosi/shared/calendar-dates';
import { CreateOrEdit } from '../../../components/create-or-edit';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { useConfig } from '../../../lib/config';
import { subscribeToPush } from '../../../lib/push-subscription';
import { notify } from '../../../lib/notify';
import { useCreateRequest } from '../api/create-request';
import { useRequest } from '../api/get-request';
import { useUpdateRequest } from '../api/update-request';
import { RequestForm } from '../components/request-form';
import { statusLabel } from '../labels';
import { PageProblem } from '../../../components/ui/page-states';
import { communityToday } from '../../../lib/clock';

/** /home-help/create and /home-help/edit/{requestId}: the mode follows the id in the route. */
export default function RequestFormPage() {
  return <CreateOrEdit param="requestId" create={<CreateRequest />} edit={(id) => <EditRequest id={id} />} invalidTo="/home-help" />;
}

function CreateRequest() {
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const create = useCreateRequest();
  const { t } = useLingui();
  const { vapidPublicKey } = useConfig();
  // The address comes from the profile, as the spec says; tomorrow at 9 is a sensible first suggestion.
  const address = [user.block_flat_number, user.address, user.city].filter(Boolean).join(', ').slice(0, HOME_HELP_LIMITS.addressMax);
  const defaults: Partial<HomeHelpInput> = {
    request_date: addDays(communityToday(), 1),
    request_time: '09:00',
    phone_number: user.phone_number ?? '',
    address,
    description: '',
    status: 'Pending',
    provider_id: null,
  };
  const save = async (values: HomeHelpBodyValues) => {
    try {
      const created = await create.mutateAsync(values);
      notify('success', M.created);
      // Offer status-change notifications now that there is something to be told about.
      void subscribeToPush('home-help', vapidPublicKey, { keepExisting: true }).catch(() => undefined);
      navigate('/home-help', { replace: true, state: justPostedState(created.request.id) });
    } catch (err) {
      notify('error', errorText(err, M.submitFailed));
      throw err;
    }
  };
  return (
    <Page title={t`Create Request`} width="narrow" lead={t`Tell us what help you need and when; the admin team assigns a provider.`}>
      <Card>
        <RequestForm defaults={defaults} isAdmin={user.isadmin} submitLabel={t`Submit request`} onSave={save} />
      </Card>
    </Page>
  );
}

const fromRequest = (r: HomeHelpDetails): HomeHelpInput => ({
  service_type: r.service_type,
  request_date: r.request_date,
  request_time: r.request_time,
  phone_number: r.phone_number,
  address: r.address,
  description: r.description,
  status: r.status,
  provider_id: r.provider_id,
});

function EditRequest({ id }: { id: number }) {
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const request = useRequest(id);
  const update = useUpdateRequest();
  const { t } = useLingui();

  if (request.isPending) {
    return (
      <Page title={t`Edit Request`} width="narrow">
        <Skeleton className="h-[32rem]" />
      </Page>
    );
  }
  if (request.isError) {
    return (
      <PageProblem
        title={t`Edit Request`}
        width="narrow"
        message={errorText(request.error, M.loadFailed)}
        backTo="/home-help"
        backLabel={t`Back to requests`}
      />
    );
  }
  const r = request.data;
  const status = statusLabel(r.status);
  if (!user.isadmin && r.status !== 'Pending') {
    return (
      <PageProblem
        title={t`Edit Request`}
        width="narrow"
        message={t`This request is ${status} and can no longer be changed. Please contact the admin team.`}
        backTo={`/home-help/details/${id}`}
        backLabel={t`View the request`}
      />
    );
  }
  const save = async (values: HomeHelpBodyValues) => {
    try {
      await update.mutateAsync({ id, values });
      notify('success', M.updated);
      navigate(`/home-help/edit/${id}`, { replace: true });
    } catch (err) {
      notify('error', errorText(err, M.updateFailed));
      throw err;
    }
  };
  return (
    <Page title={t`Edit Request`} width="narrow" lead={t`Request #${r.id}`}>
      <Card>
        <RequestForm
          key={r.updated_at}
          defaults={fromRequest(r)}
          keepDate={r.request_date}
          isAdmin={user.isadmin}
          currentProvider={r.provider_id && r.provider_name ? { id: r.provider_id, name: r.provider_name } : null}
          submitLabel={t`Save changes`}
          onSave={save}
        />
      </Card>
    </Page>
  );
}
