import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { APARTMENT_LIMITS, type AdminApartment } from '@padosi/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAdminApartments, useCreateApartment, useRenameApartment, useRetireApartment } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { AdminSplit } from '../components/admin-split';
import { FlatsImportPanel } from '../components/flats-import';

const FAILED = msg`Could not save. Please try again.`;

function ApartmentRow({ apartment }: { apartment: AdminApartment }) {
  const { i18n, t } = useLingui();
  const [name, setName] = useState(apartment.name);
  const rename = useRenameApartment();
  const retire = useRetireApartment();
  const changed = name.trim() !== apartment.name && name.trim() !== '';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center">
      <Input
        aria-label={t`Name of ${apartment.name}`}
        value={name}
        maxLength={APARTMENT_LIMITS.nameMax}
        onChange={(e) => setName(e.target.value)}
        className="sm:flex-1"
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-500">{t`Residents: ${apartment.residents}`}</span>
        {apartment.retired && (
          <Badge tone="slate">
            <Trans>Retired</Trans>
          </Badge>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={!changed}
          loading={rename.isPending}
          onClick={() =>
            rename.mutate(
              { id: apartment.id, name: name.trim() },
              { onSuccess: () => notify('success', t`Apartment renamed.`), onError: (err) => notify('error', errorText(err, i18n._(FAILED))) },
            )
          }
        >
          <Trans>Rename</Trans>
        </Button>
        <Button
          size="sm"
          variant={apartment.retired ? 'secondary' : 'ghost'}
          loading={retire.isPending}
          onClick={() =>
            retire.mutate(
              { id: apartment.id, retired: !apartment.retired },
              {
                onSuccess: () => notify('success', apartment.retired ? t`Apartment brought back.` : t`Apartment retired.`),
                onError: (err) => notify('error', errorText(err, i18n._(FAILED))),
              },
            )
          }
        >
          {apartment.retired ? t`Bring back` : t`Retire`}
        </Button>
      </div>
    </li>
  );
}

/** /admin/apartments: add, rename and retire, and import their blocks and flats from a CSV. A retired apartment stays on profiles but is not offered anew. */
export default function ApartmentsPage() {
  const { i18n, t } = useLingui();
  const list = useAdminApartments();
  const create = useCreateApartment();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t`Name is required.`);
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: () => {
        notify('success', t`Apartment added.`);
        setName('');
      },
      onError: (err) => setError(errorText(err, i18n._(FAILED))),
    });
  };

  return (
    <AdminPage title={t`Apartments`} lead={t`Residents choose their apartment in the profile and provider forms.`}>
      <AdminSplit
        columns="xl:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]"
        listId="apartments-title"
        listTitle={t`All apartments`}
        side={
          <form onSubmit={add} noValidate className="space-y-3" aria-label={t`Add an apartment`}>
            <h2 className="text-lg font-semibold">
              <Trans>Add an apartment</Trans>
            </h2>
            <label className="block space-y-1.5 text-sm font-medium text-slate-700">
              <span>
                <Trans>Apartment name</Trans>
              </span>
              <Input
                value={name}
                maxLength={APARTMENT_LIMITS.nameMax}
                onChange={(e) => setName(e.target.value)}
                invalid={Boolean(error)}
                aria-describedby="apartment-error"
              />
            </label>
            <p id="apartment-error" role={error ? 'alert' : undefined} className="min-h-5 text-sm text-red-600">
              {error}
            </p>
            <Button type="submit" loading={create.isPending}>
              <Trans>Add apartment</Trans>
            </Button>
          </form>
        }
      >
        <QueryState
          query={list}
          skeleton={{ count: 3, className: 'h-14' }}
          failure={t`Could not load apartments.`}
          isEmpty={(d) => d.length === 0}
          empty={t`No apartments yet. Residents cannot save their profile until you add one.`}
        >
          {(data) => (
            <ul className="space-y-2">
              {data.map((a) => (
                <ApartmentRow key={`${a.id}-${a.name}`} apartment={a} />
              ))}
            </ul>
          )}
        </QueryState>
      </AdminSplit>
      {list.isSuccess && (
        <Card className="mt-6">
          <FlatsImportPanel apartments={list.data} />
        </Card>
      )}
    </AdminPage>
  );
}
