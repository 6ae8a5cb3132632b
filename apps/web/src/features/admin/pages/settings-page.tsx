import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { GRIEVANCE_LIMITS } from '@padosi/shared/grievances';
import { EMERGENCY_KINDS, SETTINGS_LIMITS, SocietySettings, type AdminSettings, type SocietySettingsInput } from '@padosi/shared/settings';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAdminSettings, useSaveSettings } from '../api/settings';
import { AdminPage } from '../components/admin-page';

type Values = SocietySettings;
type TextPath = Exclude<FieldPath<SocietySettingsInput>, 'social' | 'emergencyContacts' | `emergencyContacts.${number}`>;

const SOCIAL: { key: keyof Values['social']; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'twitter', label: 'Twitter / X' },
  { key: 'linkedin', label: 'LinkedIn' },
];

const KIND_LABELS = {
  security: msg`Security desk`,
  hospital: msg`Hospital`,
  police: msg`Police station`,
  fire: msg`Fire station`,
} as const;

/** The text fields of the form; each says which server default applies while it is empty. */
function TextField(props: {
  name: TextPath;
  label: string;
  hint?: string;
  max: number;
  type?: string;
  register: UseFormRegister<SocietySettingsInput>;
  error?: string;
  fallback?: string;
}) {
  const { t } = useLingui();
  const hint = props.fallback ? t`Default from the server: ${props.fallback}` : props.hint;
  return (
    <Field label={props.label} hint={hint} error={props.error}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} type={props.type ?? 'text'} aria-describedby={describedBy} invalid={invalid} maxLength={props.max} {...props.register(props.name)} />
      )}
    </Field>
  );
}

function SettingsForm({ loaded }: { loaded: AdminSettings }) {
  const { t, i18n } = useLingui();
  const save = useSaveSettings();
  const { defaults } = loaded;
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SocietySettingsInput, unknown, Values>({ resolver: zodResolver(SocietySettings), defaultValues: loaded.settings });
  const contacts = useFieldArray({ control, name: 'emergencyContacts' });

  const onValid = (values: Values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(saved.settings);
        notify('success', t`Settings saved. Every page shows them now.`);
      },
      onError: (err) => {
        if (err instanceof ApiError) for (const [path, message] of Object.entries(err.details)) setError(path as FieldPath<SocietySettingsInput>, { message });
        notify('error', errorText(err, t`Could not save the settings. Please try again.`));
      },
    });

  const text = (name: TextPath, label: string, max: number, more: { hint?: string; type?: string; fallback?: string } = {}) => {
    const error = name.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], errors) as { message?: string } | undefined;
    return <TextField name={name} label={label} max={max} register={register} error={error?.message} {...more} />;
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-6" aria-label={t`Society settings`}>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t`Society`}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('societyName', t`Society name`, SETTINGS_LIMITS.nameMax, { fallback: defaults.societyName })}
          {text('operatorName', t`Operator’s legal name`, SETTINGS_LIMITS.operatorMax, {
            hint: t`The association or company that runs the portal, as the Terms name it.`,
            fallback: defaults.operatorName,
          })}
        </div>
        {text('societyAddress', t`Society address`, SETTINGS_LIMITS.addressMax, { fallback: defaults.societyAddress })}
      </Card>

      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t`How residents reach you`}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('helplinePhone', t`Helpline phone`, 20, { type: 'tel', fallback: defaults.helplinePhone })}
          {text('whatsappPhone', t`WhatsApp number`, 20, { type: 'tel', hint: t`Leave empty to use the helpline phone.`, fallback: defaults.whatsappPhone })}
          {text('supportEmail', t`Support e-mail`, SETTINGS_LIMITS.emailMax, { type: 'email', fallback: defaults.supportEmail })}
          {text('grievanceOfficer', t`Grievance officer`, SETTINGS_LIMITS.grievanceMax, {
            hint: t`Name and role, as the privacy policy names them.`,
            fallback: defaults.grievanceOfficer,
          })}
          <Field label={t`Days to answer a grievance`} error={errors.grievanceDays?.message} hint={t`The deadline of each new request to the grievance desk.`}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={GRIEVANCE_LIMITS.daysMin}
                max={GRIEVANCE_LIMITS.daysMax}
                aria-describedby={describedBy}
                invalid={invalid}
                {...register('grievanceDays', { valueAsNumber: true })}
              />
            )}
          </Field>
        </div>
      </Card>

      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t`Social links`}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL.map(({ key, label }) => (
            <div key={key}>{text(`social.${key}`, label, SETTINGS_LIMITS.urlMax, { type: 'url', fallback: defaults.social[key] })}</div>
          ))}
        </div>
      </Card>

      <Card className="space-y-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t`Emergency contacts`}</h2>
          <p className="mt-1 text-sm text-slate-600">{t`Shown in the SOS panel under the national numbers, grouped by type, in this order.`}</p>
        </div>
        {contacts.fields.length === 0 && (
          <p className="text-sm text-slate-600">{t`No emergency contacts yet. The SOS panel shows the national numbers only.`}</p>
        )}
        <ol className="space-y-3">
          {contacts.fields.map((item, i) => {
            const e = errors.emergencyContacts?.[i];
            return (
              <li key={item.id} className="rounded-xl border border-slate-200 p-3" aria-label={`${t`Emergency contacts`} ${i + 1}`}>
                <div className="grid gap-3 sm:grid-cols-[10rem_1fr_12rem]">
                  <Field label={t`Type`}>
                    {({ id }) => (
                      <Select id={id} {...register(`emergencyContacts.${i}.kind`)}>
                        {EMERGENCY_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {i18n._(KIND_LABELS[k])}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <Field label={t`Name`} required error={e?.name?.message}>
                    {({ id, describedBy, invalid }) => (
                      <Input
                        id={id}
                        aria-describedby={describedBy}
                        invalid={invalid}
                        maxLength={SETTINGS_LIMITS.contactNameMax}
                        {...register(`emergencyContacts.${i}.name`)}
                      />
                    )}
                  </Field>
                  <Field label={t`Phone`} required error={e?.phone?.message}>
                    {({ id, describedBy, invalid }) => (
                      <Input id={id} type="tel" aria-describedby={describedBy} invalid={invalid} maxLength={20} {...register(`emergencyContacts.${i}.phone`)} />
                    )}
                  </Field>
                </div>
                <Field label={t`Address`} error={e?.address?.message}>
                  {({ id, describedBy, invalid }) => (
                    <Input
                      id={id}
                      aria-describedby={describedBy}
                      invalid={invalid}
                      maxLength={SETTINGS_LIMITS.contactAddressMax}
                      {...register(`emergencyContacts.${i}.address`)}
                    />
                  )}
                </Field>
                <div className="flex flex-wrap gap-2">
                  <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => contacts.move(i, i - 1)}>
                    <ArrowUp className="size-4" aria-hidden="true" /> {t`Move up`}
                  </Button>
                  <Button variant="ghost" size="sm" disabled={i === contacts.fields.length - 1} onClick={() => contacts.move(i, i + 1)}>
                    <ArrowDown className="size-4" aria-hidden="true" /> {t`Move down`}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => contacts.remove(i)}>
                    <Trash2 className="size-4" aria-hidden="true" /> {t`Remove`}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {errors.emergencyContacts?.message && (
          <p className="text-sm text-red-600" role="alert">
            {errors.emergencyContacts.message}
          </p>
        )}
        <Button
          variant="outline"
          disabled={contacts.fields.length >= SETTINGS_LIMITS.contactsMax}
          onClick={() => contacts.append({ kind: 'security', name: '', phone: '', address: '' })}
        >
          <Plus className="size-4" aria-hidden="true" /> {t`Add a contact`}
        </Button>
      </Card>

      <Button type="submit" loading={save.isPending}>
        {t`Save settings`}
      </Button>
    </form>
  );
}

/** /admin/settings: the society's identity, how residents reach the team, social links and emergency contacts. */
export default function SettingsPage() {
  const { t } = useLingui();
  const settings = useAdminSettings();
  return (
    <AdminPage
      title={t`Society settings`}
      lead={t`What residents see in the footer, Contact us, the Terms, the SOS panel and when a search finds nothing. A field left empty uses the server’s default, if it has one, and is otherwise left out.`}
    >
      <QueryState
        query={settings}
        skeleton={{ count: 3, className: 'h-48' }}
        failure={t`Could not load the settings. Please try again.`}
        isEmpty={() => false}
        empty={null}
      >
        {(loaded) => <SettingsForm loaded={loaded} />}
      </QueryState>
    </AdminPage>
  );
}
