import { Trans } from '@lingui/react/macro';
import { Card } from '../ui/page';

/** A listing's own words on its details page, line breaks kept. */
export function DescriptionCard({ text }: { text: string }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Description</Trans>
      </h2>
      <p className="mt-2 whitespace-pre-line text-slate-700">{text}</p>
    </Card>
  );
}
