import { Trans } from '@lingui/react/macro';
import { ChefHat, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/auth-store';

/** The cloud-kitchen promo: create or browse kitchens when signed in; for visitors a meals promo and a sign-in link. */
export function CloudKitchenPromo() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="kitchen-title" className="overflow-hidden rounded-3xl bg-gradient-to-br from-amber-50 to-orange-100 p-6 sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white text-orange-600 shadow-sm" aria-hidden="true">
          {user ? <ChefHat className="size-7" /> : <UtensilsCrossed className="size-7" />}
        </span>
        {user ? (
          <div className="flex-1">
            <h2 id="kitchen-title" className="text-xl font-bold text-slate-900">
              <Trans>Cook for your neighbours</Trans>
            </h2>
            <p className="mt-1 text-slate-700">
              <Trans>Start a cloud kitchen from your home, or order home-style meals nearby.</Trans>
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to="/cloud-kitchen/create-kitchen" className={buttonClass('primary')}>
                <Trans>Create Kitchen</Trans>
              </Link>
              <Link to="/cloud-kitchen/home" className={buttonClass('outline')}>
                <Trans>Kitchens Home</Trans>
              </Link>
            </div>
          </div>
        ) : (
          <div className="flex-1">
            <h2 id="kitchen-title" className="text-xl font-bold text-slate-900">
              <Trans>Home-cooked meals from kitchens next door</Trans>
            </h2>
            <p className="mt-1 text-slate-700">
              <Trans>Fresh tiffins and festive specials cooked by your neighbours.</Trans>
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <Link to="/cloud-kitchen/home" className={buttonClass('primary')}>
                <Trans>Explore Kitchens</Trans>
              </Link>
              <Link to="/cloud-kitchen/home?open=1" className={buttonClass('outline')}>
                <Trans>Order</Trans>
              </Link>
              <Link to="/login" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline underline-offset-4">
                <Trans>Login to Personalize</Trans>
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
