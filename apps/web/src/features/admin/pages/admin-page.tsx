import * as Tabs from '@radix-ui/react-tabs';
import { ShieldAlert } from 'lucide-react';
import { Card, Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/auth-store';
import { EnquiriesPanel } from '../components/enquiries-panel';
import { FeedbackPanel } from '../components/feedback-panel';

const trigger = 'min-h-11 rounded-lg px-4 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

/** The admin team's desk. The server checks admin rights on every call; this page only hides what would fail. */
export default function AdminPage() {
  const user = useCurrentUser();
  if (!user?.isadmin) {
    return (
      <Page title="Admin" width="narrow">
        <Card className="flex items-start gap-3">
          <ShieldAlert className="size-6 shrink-0 text-amber-600" aria-hidden="true" />
          <p>Only the admin team can open this page. If you should have access, ask an admin to grant it.</p>
        </Card>
      </Page>
    );
  }
  return (
    <Page title="Admin" lead="Follow up enquiries and read what residents tell us.">
      <Tabs.Root defaultValue="enquiries">
        <Tabs.List aria-label="Admin sections" className="mb-4 inline-flex gap-1 rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="enquiries" className={trigger}>
            Enquiries
          </Tabs.Trigger>
          <Tabs.Trigger value="feedback" className={trigger}>
            Feedback
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="enquiries">
          <EnquiriesPanel />
        </Tabs.Content>
        <Tabs.Content value="feedback">
          <FeedbackPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
