import { Broom, ChefHat } from 'lucide-react';
import type { HomeHelpServiceType } from '@padosi/shared/home-help';
import { serviceHint, serviceLabel, serviceName } from '../labels';

/** The service as icons (a broom for a maid, a chef's hat for a cook, both for Both) with its name. */
export function ServiceIcon({ type, showLabel = true }: { type: HomeHelpServiceType; showLabel?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="inline-flex items-center -space-x-1" role="img" aria-label={serviceName(type)}>
        {type !== 'Cook' && (
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-rose-50 text-rose-700 ring-2 ring-white">
            <Broom className="size-4" aria-hidden="true" />
          </span>
        )}
        {type !== 'Maid' && (
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-2 ring-white">
            <ChefHat className="size-4" aria-hidden="true" />
          </span>
        )}
      </span>
      {showLabel && (
        <span className="font-medium text-slate-900" aria-hidden="true">
          {serviceLabel(type)}
        </span>
      )}
    </span>
  );
}

/** The service's icons, its name and what it covers: the form's choices and the list page's hints. */
export function ServiceSummary({ type }: { type: HomeHelpServiceType }) {
  return (
    <>
      <ServiceIcon type={type} showLabel={false} />
      <span>
        <span className="block font-semibold text-slate-900">{serviceLabel(type)}</span>
        <span className="block text-sm text-slate-600">{serviceHint(type)}</span>
      </span>
    </>
  );
}
