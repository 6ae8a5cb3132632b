import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY_HOME_HELP, type CategoryHomeHelp } from '@padosi/shared/category-constants';
import { Field, Select } from '../../../components/ui/field';

export const HOME_HELP_LABELS: Record<CategoryHomeHelp, MessageDescriptor> = {
  maid: msg`Maid`,
  cook: msg`Cook`,
  housekeeping: msg`House keeping`,
};

/**
 * The admin's explicit choice (issue 24): which home help a category supplies. Its providers are then offered when
 * a home-help request is assigned; a sub category's choice wins over its main category's.
 */
export function HomeHelpChoice({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { i18n, t } = useLingui();
  return (
    <Field
      label={t`Supplies home help`}
      hint={t`Its providers can be assigned to home-help requests: maids and house keeping to maid requests, cooks to cook requests.`}
      error={error}
    >
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-describedby={describedBy} invalid={invalid} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t`No home help`}</option>
          {CATEGORY_HOME_HELP.map((k) => (
            <option key={k} value={k}>
              {i18n._(HOME_HELP_LABELS[k])}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
