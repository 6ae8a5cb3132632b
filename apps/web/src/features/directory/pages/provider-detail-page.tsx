import { Trans, useLingui } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { Building2, MapPin, MessageCircle, Pencil, Phone, Trash2 } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { PROVIDER_MESSAGES, providerImageUrl } from '@padosi/shared/provider-constants';
import { communityName, telHref, whatsappHref } from '@padosi/shared/site';
import { ShareButton } from '../../../components/share-button';
import { HiddenNotice } from '../../../components/ui/hidden-notice';
import { ReportButton } from '../../../components/ui/report-button';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { useConfig } from '../../../lib/config';
import { formatDate } from '../../../lib/format';
import { StoredPicture } from '../../../components/ui/stored-picture';
import { notify } from '../../../lib/notify';
import { useDeleteProvider, useProvider } from '../api/provider';
import { usePageService } from '../../../components/enquiry/quick-enquiry-store';
import { Breadcrumb } from '../components/breadcrumb';
import { FavoriteButton } from '../components/favorite-button';
import { RatingBadge } from '../components/rating-badge';
import { ReviewsSection } from '../components/reviews-section';
import { RichText } from '../../../components/ui/rich-text';
import { VerifiedBadge, VerifiedByAdmin } from '../../../components/ui/verified-badge';

function DetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className={i === 0 ? 'h-64' : 'h-10'} />
      ))}
    </div>
  );
}

/** /details/{id}: profile card, description, contact buttons, favourite, owner actions, reviews. */
export default function ProviderDetailPage() {
  const id = Number(useParams().serviceproviderId);
  const provider = useProvider(id);
  const user = useCurrentUser();
  const config = useConfig();
  const { helplinePhone } = config;
  const siteName = communityName(config);
  const remove = useDeleteProvider();
  const navigate = useNavigate();
  const { t } = useLingui();
  usePageService(provider.data?.category_name);

  if (provider.isPending) {
    return (
      <Page title={t`Service provider`}>
        <DetailSkeleton />
      </Page>
    );
  }
  if (!provider.data) {
    return (
      <Page title={t`Service provider not found`} width="narrow">
        <Card>
          <p className="text-slate-700">{errorText(provider.error, sharedText(PROVIDER_MESSAGES.serviceFailed))}</p>
          <ButtonLink to="/" className="mt-4">
            <Trans>Back to home</Trans>
          </ButtonLink>
        </Card>
      </Page>
    );
  }

  const p = provider.data;
  const isOwner = user?.id === p.user_id;
  const phone = p.is_admin_contact ? helplinePhone : p.phone_number;
  const onDelete = () => {
    if (!window.confirm(sharedText(PROVIDER_MESSAGES.deleteConfirm))) return;
    remove.mutate(p.service_provider_id, {
      onSuccess: () => {
        notify('success', PROVIDER_MESSAGES.deleted);
        navigate(`/businesscards/${p.user_id}`);
      },
      onError: () => notify('error', PROVIDER_MESSAGES.deleteFailed),
    });
  };

  return (
    <Page title={p.service_provider_name} ownHeading>
      <Breadcrumb
        items={[
          { label: t`Home`, to: '/' },
          { label: p.parent_category_name, to: `/home/${p.parent_id}` },
          { label: p.category_name, to: `/home/${p.category_id}` },
          { label: p.service_provider_name },
        ]}
      />
      {p.hidden && <HiddenNotice what="provider" />}
      {/* Phones show the contact card right under the profile; wide screens keep it beside the page. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="lg:col-start-1 lg:row-start-1">
          <div className="overflow-hidden rounded-2xl border border-slate-200/70 bg-white shadow-card">
            <StoredPicture
              url={providerImageUrl(p.profile_image_url)}
              alt={`${p.service_provider_name}`}
              width={800}
              height={450}
              className="aspect-[16/9] max-h-96 w-full bg-slate-100 object-cover"
            />
            <div className="space-y-3 p-5 sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{p.service_provider_name}</h1>
                  <p className="mt-1 font-medium text-brand-700">{p.category_name}</p>
                </div>
                <div className="flex items-center gap-2">
                  <RatingBadge rating={p.rating} count={p.review_count} className="text-sm" />
                  <FavoriteButton providerId={p.service_provider_id} />
                </div>
              </div>
              {p.admin_verified && <VerifiedByAdmin />}
              <VerifiedBadge verified={p.verified} />
              {p.shopname && p.shopname !== p.service_provider_name && (
                <p className="flex items-center gap-2 text-slate-700">
                  <Building2 className="size-4 text-slate-400" aria-hidden="true" /> {p.shopname}
                </p>
              )}
              {(p.address || p.apartment_name) && (
                <p className="flex items-start gap-2 text-slate-700">
                  <MapPin className="mt-1 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <span>{[p.apartment_name, p.address, p.pincode].filter(Boolean).join(', ')}</span>
                </p>
              )}
              {p.business_details && <p className="text-slate-600">{p.business_details}</p>}
              <p className="text-xs text-slate-500">
                <Trans>Listed since {formatDate(p.service_provider_created_at)}</Trans>
              </p>
            </div>
          </div>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" aria-label={t`Contact`}>
          <Card className="space-y-3">
            {/* An admin-contact provider is reached through the helpline; with none set, there is no number to show. */}
            {phone && (
              <>
                <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <Phone className="size-5 text-brand-700" aria-hidden="true" /> {phone}
                </p>
                {p.is_admin_contact && (
                  <p className="text-sm text-slate-600">
                    <Trans>Reach this provider through the {siteName} helpline.</Trans>
                  </p>
                )}
                <a href={telHref(phone)} className={buttonClass('primary', 'lg', 'w-full')}>
                  <Phone className="size-4" aria-hidden="true" /> <Trans>Call</Trans>
                </a>
                <a
                  href={whatsappHref(phone, t`Hello, I found ${p.service_provider_name} on ${siteName}.`)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('outline', 'lg', 'w-full')}
                >
                  <MessageCircle className="size-4" aria-hidden="true" /> <Trans>Chat on WhatsApp</Trans>
                </a>
              </>
            )}
            <ShareButton variant="ghost" size="lg" className="w-full" title={p.service_provider_name} />
          </Card>
          {(isOwner || user?.isadmin) && (
            <Card className="space-y-3">
              <p className="text-sm font-medium text-slate-700">{isOwner ? t`This is your listing` : t`Admin`}</p>
              <ButtonLink to={`/business-update/${p.service_provider_id}`} variant="outline" className="w-full">
                <Pencil className="size-4" aria-hidden="true" /> <Trans>Edit</Trans>
              </ButtonLink>
              <Button variant="danger" className="w-full" onClick={onDelete} loading={remove.isPending}>
                <Trash2 className="size-4" aria-hidden="true" /> <Trans>Delete</Trans>
              </Button>
            </Card>
          )}
          {user && !isOwner && <ReportButton type="provider" id={p.service_provider_id} />}
        </aside>
        <div className="space-y-6 lg:col-start-1 lg:row-start-2">
          {p.long_desc && (
            <Card>
              <h2 className="mb-3 text-xl font-semibold text-slate-900">
                <Trans>About</Trans>
              </h2>
              <RichText html={p.long_desc} />
            </Card>
          )}
          <ReviewsSection providerId={p.service_provider_id} ownerId={p.user_id} />
        </div>
      </div>
    </Page>
  );
}
