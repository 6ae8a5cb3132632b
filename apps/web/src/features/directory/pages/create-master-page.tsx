import { useLingui } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { Briefcase, ChevronRight, Home, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { CREATE_MASTER_OPTIONS } from '@padosi/shared/home-constants';
import { Page } from '../../../components/ui/page';

const ICONS = [Briefcase, Home, ShoppingBag];

/** /createmaster: what would you like to post? Three choices. */
export default function CreateMasterPage() {
  const { t } = useLingui();
  return (
    <Page title={t`What would you like to post?`} width="narrow">
      <ul className="space-y-3">
        {CREATE_MASTER_OPTIONS.map((o, i) => {
          const Icon = ICONS[i]!;
          return (
            <li key={o.to}>
              <Link
                to={o.to}
                className="flex items-center gap-4 rounded-2xl border border-slate-200/70 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
                  <Icon className="size-6" />
                </span>
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900">{sharedText(o.title)}</span>
                  <span className="block text-sm text-slate-600">{sharedText(o.description)}</span>
                </span>
                <ChevronRight className="size-5 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
