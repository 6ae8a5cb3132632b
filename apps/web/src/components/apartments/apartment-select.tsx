import { useLingui } from '@lingui/react/macro';
import type { SelectHTMLAttributes } from 'react';
import { Options, Select } from '../ui/field';
import { useApartments } from './use-apartments';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean; ref?: React.Ref<HTMLSelectElement>; placeholder: string };

/** The apartment picker of every form: the list from the server, `placeholder` as the empty choice. */
export function ApartmentSelect({ placeholder, ...props }: Props) {
  const apartments = useApartments();
  const { t } = useLingui();
  return (
    // Remounts when the list arrives, so the saved apartment is selected once its option exists.
    <Select key={apartments.data ? 'loaded' : 'loading'} {...props}>
      <option value="">{apartments.isPending ? t`Loading apartments…` : placeholder}</option>
      <Options items={apartments.data} />
    </Select>
  );
}
