import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Grievance } from '@padosi/shared/grievances';
import { Card, Page } from '../../../components/ui/page';
import { Pager, pageCount } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useCurrentUser } from '../../../lib/auth-store';
import { useConfig } from '../../../lib/config';
import { formatDate } from '../../../lib/format';
import { useMyGrievances } from '../api/grievances';
import { GrievanceCard } from '../components/grievance-card';
import { GrievanceForm } from '../components/grievance-form';

/**
 * The grievance desk (issue 30): anyone raises a privacy complaint or a correction, erasure or access request; a
 * resident sees their requests and the officer's answers here (a visitor gets the answer by e-mail).
 */
export default function GrievancePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const officer = useConfig().operator.grievanceOfficer;
  const [filed, setFiled] = useState<Grievance | null>(null);
  const [page, setPage] = useState(1);
  const mine = useMyGrievances(page, user !== null);
  const filedDue = filed ? formatDate(filed.due_at) : '';
  const filedRef = filed?.ref ?? '';

  return (
    <Page
      title={t`Grievance desk`}
      width="narrow"
      lead={t`Ask what we hold about you, have it corrected or erased, or complain about how your data is used. The grievance officer answers every request by its deadline.`}
    >
      <div className="space-y-6">
        {officer && (
          <p className="text-sm text-slate-600">
            <Trans>Grievance officer: {officer}</Trans>
          </p>
        )}
        {filed && (
          <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
            <Trans>
              Your request {filedRef} has been received. You will have an answer by {filedDue}.
            </Trans>
          </p>
        )}
        <Card>
          <GrievanceForm signedIn={user !== null} onFiled={setFiled} />
        </Card>
        {user ? (
          <section aria-labelledby="my-grievances" className="space-y-3">
            <h2 id="my-grievances" className="text-lg font-semibold text-slate-900">
              <Trans>Your requests</Trans>
            </h2>
            <QueryState
              query={mine}
              skeleton={{ count: 2, className: 'h-28', grid: 'grid gap-3' }}
              failure={t`Could not load your requests. Please try again.`}
              alwaysFailure
              isEmpty={(d) => d.items.length === 0}
              empty={t`You have not raised a request yet.`}
            >
              {({ items }) => (
                <div className="space-y-3">
                  {items.map((g) => (
                    <GrievanceCard key={g.id} grievance={g} />
                  ))}
                </div>
              )}
            </QueryState>
            {mine.data && <Pager page={page} pages={pageCount(mine.data)} onPage={setPage} />}
          </section>
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>
              The answer is sent to the e-mail you give.{' '}
              <Link to="/login" className="font-medium text-brand-700 underline">
                Sign in
              </Link>{' '}
              to follow your requests here.
            </Trans>
          </p>
        )}
      </div>
    </Page>
  );
}
