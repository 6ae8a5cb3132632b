import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldPath, type UseFormRegister } from 'react-hook-form';
import {
  EMERGENCY_KIND_LABELS,
  EMERGENCY_KINDS,
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES as M,
  SocietySettings,
  type AdminSettings,
  type SocietySettingsInput,
} from '@padosi/shared/settings';
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
  const hint = props.fallback ? M.defaultIs(props.fallback) : props.hint;
  return (
    <Field label={props.label} hint={hint} error={props.error}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} type={props.type ?? 'text'} aria-describedby={describedBy} invalid={invalid} maxLength={props.max} {...props.register(props.name)} />
      )}
    </Field>
  );
}

function SettingsForm({ loaded }: { loaded: AdminSettings }) {
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
        notify('success', M.saved);
      },
      onError: (err) => {
        if (err instanceof ApiError) for (const [path, message] of Object.entries(err.details)) setError(path as FieldPath<SocietySettingsInput>, { message });
        notify('error', errorText(err, M.failed));
      },
    });

  const text = (name: TextPath, label: string, max: number, more: { hint?: string; type?: string; fallback?: string } = {}) => {
    const error = name.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], errors) as { message?: string } | undefined;
    return <TextField name={name} label={label} max={max} register={register} error={error?.message} {...more} />;
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-6" aria-label={M.title}>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{M.identity}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('societyName', M.societyName, SETTINGS_LIMITS.nameMax, { fallback: defaults.societyName })}
          {text('operatorName', M.operatorName, SETTINGS_LIMITS.operatorMax, { hint: M.operatorHint, fallback: defaults.operatorName })}
        </div>
        {text('societyAddress', M.societyAddress, SETTINGS_LIMITS.addressMax, { fallback: defaults.societyAddress })}
      </Card>

      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{M.reachUs}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('helplinePhone', M.helplinePhone, 20, { type: 'tel', fallback: defaults.helplinePhone })}
          {text('whatsappPhone', M.whatsappPhone, 20, { type: 'tel', hint: M.whatsappHint, fallback: defaults.whatsappPhone })}
          {text('supportEmail', M.supportEmail, SETTINGS_LIMITS.emailMax, { type: 'email', fallback: defaults.supportEmail })}
          {text('grievanceOfficer', M.grievanceOfficer, SETTINGS_LIMITS.grievanceMax, { hint: M.grievanceHint, fallback: defaults.grievanceOfficer })}
        </div>
      </Card>

      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{M.socialLinks}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL.map(({ key, label }) => (
            <div key={key}>{text(`social.${key}`, label, SETTINGS_LIMITS.urlMax, { type: 'url', fallback: defaults.social[key] })}</div>
          ))}
        </div>
      </Card>

      <Card className="space-y-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{M.emergency}</h2>
          <p className="mt-1 text-sm text-slate-600">{M.emergencyLead}</p>
        </div>
        {contacts.fields.length === 0 && <p className="text-sm text-slate-600">{M.noContacts}</p>}
        <ol className="space-y-3">
          {contacts.fields.map((item, i) => {
            const e = errors.emergencyContacts?.[i];
            return (
              <li key={item.id} className="rounded-xl border border-slate-200 p-3" aria-label={`${M.emergency} ${i + 1}`}>
                <div className="grid gap-3 sm:grid-cols-[10rem_1fr_12rem]">
                  <Field label={M.contactKind}>
                    {({ id }) => (
                      <Select id={id} {...register(`emergencyContacts.${i}.kind`)}>
                        {EMERGENCY_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {EMERGENCY_KIND_LABELS[k].label}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <Field label={M.contactName} required error={e?.name?.message}>
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
                  <Field label={M.contactPhone} required error={e?.phone?.message}>
                    {({ id, describedBy, invalid }) => (
                      <Input id={id} type="tel" aria-describedby={describedBy} invalid={invalid} maxLength={20} {...register(`emergencyContacts.${i}.phone`)} />
                    )}
                  </Field>
                </div>
                <Field label={M.contactAddress} error={e?.address?.message}>
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
                    <ArrowUp className="size-4" aria-hidden="true" /> {M.moveUp}
                  </Button>
                  <Button variant="ghost" size="sm" disabled={i === contacts.fields.length - 1} onClick={() => contacts.move(i, i + 1)}>
                    <ArrowDown className="size-4" aria-hidden="true" /> {M.moveDown}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => contacts.remove(i)}>
                    <Trash2 className="size-4" aria-hidden="true" /> {M.removeContact}
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
          <Plus className="size-4" aria-hidden="true" /> {M.addContact}
        </Button>
      </Card>

      <Button type="submit" loading={save.isPending}>
        {M.save}
      </Button>
    </form>
  );
}

/** /admin/settings: the society's identity, how residents reach the team, social links and emergency contacts. */
export default function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <AdminPage title={M.title} lead={M.lead}>
      <QueryState query={settings} skeleton={{ count: 3, className: 'h-48' }} failure={M.loadFailed} isEmpty={() => false} empty={null}>
        {(loaded) => <SettingsForm loaded={loaded} />}
      </QueryState>
    </AdminPage>
  );
}
