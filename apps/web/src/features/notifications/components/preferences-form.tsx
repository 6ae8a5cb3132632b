import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { NOTIFICATION_TYPES, type NotificationPreferences, type NotificationType } from '@padosi/shared/notifications';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { usePreferences, useSavePreferences } from '../api/preferences';

const TYPE_LABELS: Record<NotificationType, MessageDescriptor> = {
  order: msg`Kitchen orders`,
  home_help: msg`Home help`,
  review: msg`New reviews`,
  report: msg`Reports you made`,
  join: msg`Joining your society`,
  post: msg`Your posts`,
  saved_search: msg`Saved searches`,
  privacy: msg`Your data and requests`,
};

/** Push and e-mail per type (the inbox always gets everything), quiet hours and the daily digest. */
export function PreferencesForm() {
  const query = usePreferences();
  if (query.isPending) return null;
  if (query.error || !query.data)
    return (
      <p role="alert" className="text-red-700">
        <Trans>Your notification settings could not be loaded. Please try again.</Trans>
      </p>
    );
  const { email_available: emailAvailable, ...saved } = query.data;
  return <Form initial={saved} emailAvailable={emailAvailable} />;
}

function Form({ initial, emailAvailable }: { initial: NotificationPreferences; emailAvailable: boolean }) {
  const { t, i18n } = useLingui();
  const [prefs, setPrefs] = useState(initial);
  const save = useSavePreferences();
  const toggle = (type: NotificationType, channel: 'push' | 'email') =>
    setPrefs((p) => ({ ...p, channels: { ...p.channels, [type]: { ...p.channels[type], [channel]: !p.channels[type][channel] } } }));
  const start = prefs.quiet_hours.start;
  const end = prefs.quiet_hours.end;
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(prefs);
      }}
    >
      {!emailAvailable && (
        <p className="rounded-xl bg-slate-100 p-3 text-slate-700">
          <Trans>E-mail is off on this portal, so notifications come to the app and by push only.</Trans>
        </p>
      )}
      <table className="w-full text-left">
        <thead>
          <tr className="text-sm text-slate-600">
            <th scope="col" className="py-2 font-medium">
              <Trans>About</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-center font-medium">
              <Trans>Push</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-center font-medium">
              <Trans>E-mail</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => (
            <tr key={type} className="border-t border-slate-200">
              <th scope="row" className="py-2 font-normal text-slate-800">
                {i18n._(TYPE_LABELS[type])}
              </th>
              {(['push', 'email'] as const).map((channel) => (
                <td key={channel} className="px-2 py-2 text-center">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={prefs.channels[type][channel]}
                    disabled={channel === 'email' && !emailAvailable}
                    onChange={() => toggle(type, channel)}
                    aria-label={`${i18n._(TYPE_LABELS[type])}: ${channel === 'push' ? t`Push` : t`E-mail`}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={prefs.quiet_hours.enabled}
          onChange={(e) => setPrefs((p) => ({ ...p, quiet_hours: { ...p.quiet_hours, enabled: e.target.checked } }))}
        />
        <Trans>
          Quiet hours: no push or e-mail from {start} to {end}
        </Trans>
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={prefs.digest}
          disabled={!emailAvailable}
          onChange={(e) => setPrefs((p) => ({ ...p, digest: e.target.checked }))}
        />
        <Trans>One e-mail a day with everything, instead of one e-mail each</Trans>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending}>
          <Trans>Save settings</Trans>
        </Button>
        <p role="status" className={save.isError ? 'text-red-700' : 'text-slate-700'}>
          {save.isSuccess && <Trans>Notification settings saved.</Trans>}
          {save.isError && errorText(save.error, t`The settings could not be saved. Please try again.`)}
        </p>
      </div>
    </form>
  );
}
