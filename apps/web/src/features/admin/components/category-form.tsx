import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES, type Category } from '@padosi/shared/categories';
import { HomeHelpChoice } from './home-help-choice';
import { Field, Input, Select } from '../../../components/ui/field';
import { ImagePicker } from '../../../components/images/image-picker';
import { useCompressedImage } from '../../../components/images/use-compressed-image';
import { SaveOrCancel } from '../../../components/ui/save-or-cancel';
import { saveOutcome } from '../../../lib/save-outcome';
import { useSaveCategory } from '../api/admin';

const ICON_COMPRESS = { maxSizeKb: 50, maxPx: CATEGORY_LIMITS.iconMaxPx };
const FAILED = msg`Could not save the category. Please try again.`;

/**
 * Create or edit a main or sub category (multipart, as POST /api/managecategory/create expects): name, main
 * category, module_url, priority, toprating, status, the home help it supplies and an icon. The server checks every field again.
 */
export function CategoryForm({ category, mains, onDone }: { category: Category | null; mains: Category[]; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [parentId, setParentId] = useState(category?.parent_id ? String(category.parent_id) : '');
  const [moduleUrl, setModuleUrl] = useState(category?.module_url ?? '');
  const [priority, setPriority] = useState(String(category?.priority ?? 0));
  const [toprating, setToprating] = useState(category?.toprating ?? false);
  const [status, setStatus] = useState(category?.status ?? true);
  const [homeHelp, setHomeHelp] = useState<string>(category?.home_help ?? '');
  const [icon, setIcon] = useState<File | null>(null);
  const iconImage = useCompressedImage({
    current: category?.icon_path ?? null,
    compress: ICON_COMPRESS,
    onChange: setIcon,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setErrors({ name: CATEGORY_MESSAGES.nameRequired });
    setErrors({});
    const form = new FormData();
    form.append('name', name.trim());
    form.append('parent_id', parentId);
    form.append('module_url', moduleUrl.trim());
    form.append('priority', priority || '0');
    form.append('toprating', String(toprating));
    form.append('status', String(status));
    form.append('home_help', homeHelp);
    if (icon) form.append('icon', icon);
    save.mutate(
      { id: category?.id ?? null, form },
      saveOutcome((res) => res.message, onDone, setErrors, i18n._(FAILED)),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={category ? t`Edit category` : t`New category`}>
      <Field label={t`Name`} required error={errors.name}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            value={name}
            maxLength={CATEGORY_LIMITS.nameMax}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field label={t`Main category`} hint={t`Leave empty for a main category`} error={errors.parent_id}>
        {({ id, describedBy, invalid }) => (
          <Select id={id} aria-describedby={describedBy} invalid={invalid} value={parentId} onChange={(e) => setParentId(e.target.value)}>
            <option value="">
              <Trans>None (this is a main category)</Trans>
            </option>
            {mains
              .filter((m) => m.id !== category?.id)
              .map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Module link (module_url)`} hint={t`Optional, e.g. /rentals`} error={errors.module_url}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} aria-describedby={describedBy} invalid={invalid} value={moduleUrl} maxLength={300} onChange={(e) => setModuleUrl(e.target.value)} />
          )}
        </Field>
        <Field label={t`Priority`} hint={t`Lower comes first`} error={errors.priority}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="number"
              min={0}
              max={100000}
              aria-describedby={describedBy}
              invalid={invalid}
              value={priority}
              onChange={(e) => setPriority(e.target.value)}
            />
          )}
        </Field>
      </div>
      <HomeHelpChoice value={homeHelp} onChange={setHomeHelp} error={errors.home_help} />
      <div className="flex flex-wrap gap-6">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-5" checked={status} onChange={(e) => setStatus(e.target.checked)} /> <Trans>Active</Trans>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-5" checked={toprating} onChange={(e) => setToprating(e.target.checked)} /> <Trans>Show as a home card</Trans>
        </label>
      </div>
      <ImagePicker label={t`Icon`} shape="square" {...iconImage} />
      <SaveOrCancel editing={Boolean(category)} saving={save.isPending} label={category ? t`Update category` : t`Create category`} onCancel={onDone} />
    </form>
  );
}
