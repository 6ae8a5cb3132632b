import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MODERATION_FILTERS, MODERATION_KINDS, MODERATION_LIMITS, MODERATION_MESSAGES } from '@padosi/shared/moderation-constants';
import type { ModeratedListing, ModerationFilter, ModerationKind } from '@padosi/shared/moderation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, Select, Textarea } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Pager, pageCount } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { sharedText } from '../../../lib/shared-messages';
import { useAdminListings, useModerateListing } from '../api/listings';
import { AdminPage } from '../components/admin-page';
import { SearchField, usePagedSearch } from '../components/search-field';

const isKind = (v: string | null): v is ModerationKind => (MODERATION_KINDS as readonly string[]).includes(v ?? '');
const isFilter = (v: string | null): v is ModerationFilter => (MODERATION_FILTERS as readonly string[]).includes(v ?? '');

/** /admin/listings: ads, rentals, rides and kitchens; search, hide with a reason the owner reads, show again (issue 24). */
export default function ListingsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const filterParam = params.get('hidden');
  const kind: ModerationKind = isKind(kindParam) ? kindParam : 'ad';
  const filter: ModerationFilter = isFilter(filterParam) ? filterParam : 'all';
  const { query, term, search, page, setPage } = usePagedSearch();
  const list = useAdminListings(kind, term, filter, page);
  const moderate = useModerateListing();
  const [hiding, setHiding] = useState<ModeratedListing | null>(null);

  const kindLabels: Record<ModerationKind, string> = { ad: t`Ads`, rental: t`Rentals`, ride: t`Rides`, kitchen: t`Kitchens` };
  const filterLabels: Record<ModerationFilter, string> = { all: t`All`, hidden: t`Hidden only`, shown: t`Shown only` };
  const choose = (next: { kind?: ModerationKind; hidden?: ModerationFilter }) => {
    const k = next.kind ?? kind;
    const h = next.hidden ?? filter;
    setParams({ ...(k !== 'ad' && { kind: k }), ...(h !== 'all' && { hidden: h }) });
    setPage(1);
  };
  const show = (item: ModeratedListing) =>
    moderate.mutate(
      { kind: item.kind, id: item.id, body: { hidden: false } },
      {
        onSuccess: (res) => notify('success', sharedText(res.message)),
        onError: (err) => notify('error', errorText(err, t`Could not save. Please try again.`)),
      },
    );

  return (
    <AdminPage
      title={t`Listings`}
      lead={t`Find an ad, rental, ride or kitchen and hide it with a reason: its owner reads the reason, everyone else sees that the moderators removed it.`}
    >
      <div role="group" aria-label={t`Kind of listing`} className="mb-4 flex flex-wrap gap-2">
        {MODERATION_KINDS.map((k) => (
          <Button key={k} size="sm" variant={k === kind ? 'primary' : 'outline'} aria-pressed={k === kind} onClick={() => choose({ kind: k })}>
            {kindLabels[k]}
          </Button>
        ))}
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchField label={t`Search by title or place`} value={query} onChange={search} />
        <Field label={t`Visibility`} className="w-full sm:w-48">
          {({ id }) => (
            <Select id={id} value={filter} onChange={(e) => choose({ hidden: e.target.value as ModerationFilter })}>
              {MODERATION_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {filterLabels[f]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <QueryState
        query={list}
        skeleton={{ count: 3, className: 'h-20' }}
        failure={t`Could not load listings.`}
        isEmpty={(d) => d.items.length === 0}
        empty={t`No listings found.`}
      >
        {(data) => (
          <ul className="space-y-2">
            {data.items.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <Link to={item.link} className="break-words font-semibold text-brand-800 hover:underline">
                    {item.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {t`by ${item.owner_name ?? t`unknown`}`} · {formatDate(item.created_at)}
                  </p>
                  {item.reason && (
                    <p className="mt-1 break-words text-sm text-slate-700">
                      <Trans>Reason: {item.reason}</Trans>
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {item.hidden && (
                    <Badge tone="yellow">
                      <Trans>Hidden</Trans>
                    </Badge>
                  )}
                  {item.hidden ? (
                    <Button size="sm" variant="secondary" onClick={() => show(item)} aria-label={t`Show ${item.title}`}>
                      <Trans>Show</Trans>
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => setHiding(item)} aria-label={t`Hide ${item.title}`}>
                      <Trans>Hide</Trans>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {list.data && <Pager page={page} pages={pageCount(list.data)} onPage={setPage} label={t`Listing pages`} />}
      {hiding && <HideDialog item={hiding} onClose={() => setHiding(null)} />}
    </AdminPage>
  );
}

/** Asks the reason before hiding: the owner reads it on their listing; it is never pushed. */
function HideDialog({ item, onClose }: { item: ModeratedListing; onClose: () => void }) {
  const { t } = useLingui();
  const moderate = useModerateListing();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function send(e: React.FormEvent) {
    e.preventDefault();
    const text = reason.trim();
    if (text.length < MODERATION_LIMITS.reasonMin) return setError(sharedText(MODERATION_MESSAGES.reasonRequired));
    moderate.mutate(
      { kind: item.kind, id: item.id, body: { hidden: true, reason: text } },
      {
        onSuccess: (res) => {
          notify('success', sharedText(res.message));
          onClose();
        },
        onError: (err) => setError(errorText(err, t`Could not save. Please try again.`)),
      },
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Hide ${item.title}`}
      description={t`Say why. The owner reads this on their listing; everyone else sees that the moderators removed it.`}
      size="sm"
    >
      <form onSubmit={send} noValidate className="space-y-3">
        <Field label={t`Reason`} error={error ?? undefined} required>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              value={reason}
              maxLength={MODERATION_LIMITS.reasonMax}
              invalid={invalid}
              aria-describedby={describedBy}
              required
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={moderate.isPending}>
            <Trans>Hide listing</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
