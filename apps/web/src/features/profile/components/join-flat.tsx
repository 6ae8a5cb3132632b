import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ResidentRole } from '@padosi/shared/residents-constants';
import { ApartmentSelect } from '../../../components/apartments/apartment-select';
import { Button } from '../../../components/ui/button';
import { Field, Input, Options, Select } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useBlocks, useFlats, useJoin, useMoveOut, useMyResidency } from '../api/residency';

/**
 * "Your flat" on the profile (issue 25): ask to join a flat (or join at once with the block's invite code), see
 * the answer (a declined request shows the admin's reason), and move out.
 */
export function JoinFlat() {
  const { t } = useLingui();
  const me = useMyResidency();
  const moveOut = useMoveOut();
  const r = me.data?.residency;
  const open = r && (r.status === 'pending' || r.status === 'approved');

  return (
    <Card className="mt-4">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Your flat</Trans>
      </h2>
      {me.isPending && (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      )}
      {me.isError && (
        <div className="mt-2 text-sm text-red-700" role="alert">
          <Trans>Your flat could not be loaded.</Trans>{' '}
          <button type="button" className="font-semibold underline" onClick={() => me.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {r?.status === 'approved' && (
        <div className="mt-2 space-y-1 text-sm text-slate-700" data-testid="residency-status">
          <VerifiedBadge verified={{ apartment: r.apartment, block: r.block }} />
          <p>
            <Trans>
              Flat {r.flat}, {r.block}, {r.apartment}
            </Trans>
          </p>
        </div>
      )}
      {r?.status === 'pending' && (
        <p className="mt-2 text-sm text-slate-700" data-testid="residency-status">
          <Trans>
            Your request to join flat {r.flat}, {r.block}, {r.apartment} is waiting for the admin.
          </Trans>
        </p>
      )}
      {r?.status === 'declined' && (
        <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="residency-status">
          <Trans>
            Your request to join flat {r.flat} was declined: {r.reason}
          </Trans>
        </p>
      )}
      {open && (
        <Button
          variant="outline"
          className="mt-3"
          loading={moveOut.isPending}
          onClick={() => moveOut.mutate(undefined, { onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)) })}
        >
          {r.status === 'approved' ? <Trans>I moved out</Trans> : <Trans>Withdraw my request</Trans>}
        </Button>
      )}
      {me.data && !open && <JoinForm inviteOnly={me.data.mode === 'invite_only'} />}
    </Card>
  );
}

function JoinForm({ inviteOnly }: { inviteOnly: boolean }) {
  const { t } = useLingui();
  const [apartmentId, setApartmentId] = useState<number | null>(null);
  const [blockId, setBlockId] = useState<number | null>(null);
  const [flatId, setFlatId] = useState<number | null>(null);
  const [role, setRole] = useState<ResidentRole>('owner');
  const [inviteCode, setInviteCode] = useState('');
  const blocks = useBlocks(apartmentId);
  const flats = useFlats(blockId);
  const join = useJoin();
  const toNumber = (v: string) => (v ? Number(v) : null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (flatId === null) return;
    join.mutate(
      { flatId, role, inviteCode },
      {
        onSuccess: (res) => notify('success', res.status === 'approved' ? t`You are now a verified resident.` : t`Your request was sent to the admin.`),
        onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
      },
    );
  };

  return (
    <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
      <p className="text-sm text-slate-600">
        <Trans>Join your apartment to get the verified resident badge on everything you post.</Trans>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`Apartment`} required>
          {({ id }) => (
            <ApartmentSelect
              id={id}
              placeholder={t`Choose your apartment`}
              value={apartmentId ?? ''}
              onChange={(e) => {
                setApartmentId(toNumber(e.target.value));
                setBlockId(null);
                setFlatId(null);
              }}
            />
          )}
        </Field>
        <Field label={t`Block or tower`} required>
          {({ id }) => (
            <Select
              id={id}
              value={blockId ?? ''}
              disabled={!apartmentId}
              onChange={(e) => {
                setBlockId(toNumber(e.target.value));
                setFlatId(null);
              }}
            >
              <option value="">{apartmentId && blocks.data?.length === 0 ? t`No blocks yet: ask your admin` : t`Choose your block`}</option>
              <Options items={blocks.data} />
            </Select>
          )}
        </Field>
        <Field label={t`Flat`} required>
          {({ id }) => (
            <Select id={id} value={flatId ?? ''} disabled={!blockId} onChange={(e) => setFlatId(toNumber(e.target.value))}>
              <option value="">{t`Choose your flat`}</option>
              <Options items={flats.data} />
            </Select>
          )}
        </Field>
        <Field label={t`I am the`} required>
          {({ id }) => (
            <Select id={id} value={role} onChange={(e) => setRole(e.target.value as ResidentRole)}>
              <option value="owner">{t`Owner`}</option>
              <option value="tenant">{t`Tenant`}</option>
            </Select>
          )}
        </Field>
        <Field
          label={inviteOnly ? t`Invite code` : t`Invite code (optional)`}
          required={inviteOnly}
          hint={t`With your block's code from the admin you are verified at once.`}
          className="sm:col-span-2"
        >
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              value={inviteCode}
              maxLength={20}
              autoComplete="off"
              onChange={(e) => setInviteCode(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Button type="submit" loading={join.isPending} softDisabled={flatId === null}>
        {inviteCode ? <Trans>Join with code</Trans> : <Trans>Ask to join</Trans>}
      </Button>
    </form>
  );
}
