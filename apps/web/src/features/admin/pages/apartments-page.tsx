import { useState } from 'react';
import { APARTMENT_LIMITS, type AdminApartment } from '@padosi/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAdminApartments, useCreateApartment, useRenameApartment, useRetireApartment } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { AdminSplit } from '../components/admin-split';

const FAILED = 'Could not save. Please try again.';

function ApartmentRow({ apartment }: { apartment: AdminApartment }) {
  const [name, setName] = useState(apartment.name);
  const rename = useRenameApartment();
  const retire = useRetireApartment();
  const changed = name.trim() !== apartment.name && name.trim() !== '';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center">
      <Input
        aria-label={`Name of ${apartment.name}`}
        value={name}
        maxLength={APARTMENT_LIMITS.nameMax}
        onChange={(e) => setName(e.target.value)}
        className="sm:flex-1"
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-500">{apartment.residents} residents</span>
        {apartment.retired && <Badge tone="slate">Retired</Badge>}
        <Button
          size="sm"
          variant="outline"
          disabled={!changed}
          loading={rename.isPending}
          onClick={() =>
            rename.mutate(
              { id: apartment.id, name: name.trim() },
              { onSuccess: () => notify('success', 'Apartment renamed.'), onError: (err) => notify('error', errorText(err, FAILED)) },
            )
          }
        >
          Rename
        </Button>
        <Button
          size="sm"
          variant={apartment.retired ? 'secondary' : 'ghost'}
          loading={retire.isPending}
          onClick={() =>
            retire.mutate(
              { id: apartment.id, retired: !apartment.retired },
              {
                onSuccess: () => notify('success', apartment.retired ? 'Apartment brought back.' : 'Apartment retired.'),
                onError: (err) => notify('error', errorText(err, FAILED)),
              },
            )
          }
        >
          {apartment.retired ? 'Bring back' : 'Retire'}
        </Button>
      </div>
    </li>
  );
}

/** /admin/apartments: add, rename and retire. A retired apartment stays on profiles but is not offered anew. */
export default function ApartmentsPage() {
  const list = useAdminApartments();
  const create = useCreateApartment();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Name is required.');
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: () => {
        notify('success', 'Apartment added.');
        setName('');
      },
      onError: (err) => setError(errorText(err, FAILED)),
    });
  };

  return (
    <AdminPage title="Apartments" lead="Residents choose their apartment in the profile and provider forms.">
      <AdminSplit
        columns="lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]"
        listId="apartments-title"
        listTitle="All apartments"
        side={
          <form onSubmit={add} noValidate className="space-y-3" aria-label="Add an apartment">
            <h2 className="text-lg font-semibold">Add an apartment</h2>
            <label className="block space-y-1.5 text-sm font-medium text-slate-700">
              <span>Apartment name</span>
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
              Add apartment
            </Button>
          </form>
        }
      >
        <QueryState
          query={list}
          skeleton={{ count: 3, className: 'h-14' }}
          failure="Could not load apartments."
          isEmpty={(d) => d.length === 0}
          empty="No apartments yet. Residents cannot save their profile until you add one."
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
    </AdminPage>
  );
}
