import { useLingui } from '@lingui/react/macro';
import { HOME_HELP_SERVICE_TYPES } from '@padosi/shared/home-help';
import { ServiceSummary } from './service-icon';

/** What each service covers, as the form's hints say. */
export function ServiceHints() {
  const { t } = useLingui();
  return (
    <ul className="mb-8 grid gap-3 sm:grid-cols-3" aria-label={t`Services`}>
      {HOME_HELP_SERVICE_TYPES.map((type) => (
        <li key={type} className="flex items-center gap-3 rounded-2xl border border-slate-200/70 bg-white p-4 shadow-card">
          <ServiceSummary type={type} />
        </li>
      ))}
    </ul>
  );
}
