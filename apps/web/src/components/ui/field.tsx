import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { sharedText } from '../../lib/shared-messages';

const control =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/25 disabled:bg-slate-100 read-only:bg-slate-50 read-only:text-slate-600 sm:text-sm';
const stateClass = (invalid?: boolean) => (invalid ? 'border-red-500' : 'border-slate-300');

interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** e.g. "12/500" */
  counter?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** Label, control, hint, counter and error wired together for screen readers. */
export function Field({ label, error, hint, required, counter, children, className = '' }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', counter ? `${id}-counter` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      <div className="flex items-start justify-between gap-3">
        <div className="min-h-5 text-sm">
          {error ? (
            <p id={`${id}-error`} className="text-red-600" role="alert">
              {sharedText(error)}
            </p>
          ) : hint ? (
            <p id={`${id}-hint`} className="text-slate-500">
              {hint}
            </p>
          ) : null}
        </div>
        {counter && (
          <p id={`${id}-counter`} className="shrink-0 text-xs tabular-nums text-slate-500" aria-live="polite">
            {counter}
          </p>
        )}
      </div>
    </div>
  );
}

interface FieldsetProps {
  legend: ReactNode;
  required?: boolean;
  /** Shown under the choices, announced, and describing the group. */
  error?: string;
  /** Classes of the box holding the choices: their layout. */
  className: string;
  /** The choices: radios, checkboxes or toggle buttons. */
  children: ReactNode;
}

/** A group of choices under one legend, with the group's error under them. */
export function Fieldset({ legend, required, error, className, children }: FieldsetProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {legend}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={className}>{children}</div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {sharedText(error)}
        </p>
      )}
    </fieldset>
  );
}

type Invalid = { invalid?: boolean };

export const Input = ({ invalid, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & Invalid & { ref?: React.Ref<HTMLInputElement> }) => (
  <input className={`${control} ${stateClass(invalid)} ${className}`} aria-invalid={invalid || undefined} {...props} />
);

export const Textarea = ({
  invalid,
  className = '',
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Invalid & { ref?: React.Ref<HTMLTextAreaElement> }) => (
  <textarea className={`${control} ${stateClass(invalid)} min-h-28 ${className}`} aria-invalid={invalid || undefined} {...props} />
);

export const Select = ({ invalid, className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement> & Invalid & { ref?: React.Ref<HTMLSelectElement> }) => (
  <select className={`${control} ${stateClass(invalid)} pr-8 ${className}`} aria-invalid={invalid || undefined} {...props} />
);

type OptionsProps<T extends string | number> =
  | { values: readonly T[]; label?: (value: T) => string; items?: never }
  | { items: ReadonlyArray<{ id: number | string; name: string }> | undefined; values?: never; label?: never };

/** The <option>s of a list: plain values (shown as themselves or as `label` names them), or rows with id and name. */
export function Options<T extends string | number>({ values, label, items }: OptionsProps<T>) {
  if (items !== undefined || values === undefined) {
    return items?.map((item) => (
      <option key={item.id} value={item.id}>
        {item.name}
      </option>
    ));
  }
  return values.map((v) => (
    <option key={v} value={v}>
      {label ? label(v) : v}
    </option>
  ));
}

interface SelectFilterProps<T extends string> {
  label: string;
  /** The first option, with the empty value: no filter. */
  all: string;
  values: readonly T[];
  /** A value's text in the page's language, when the value itself is not what a person reads. */
  optionLabel?: (value: T) => string;
  value: string;
  onChange: (value: string) => void;
}

/** A list filter's select: "All …" first, then the values. */
export function SelectFilter<T extends string>({ label, all, values, optionLabel, value, onChange }: SelectFilterProps<T>) {
  return (
    <Field label={label}>
      {({ id }) => (
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{all}</option>
          <Options values={values} label={optionLabel} />
        </Select>
      )}
    </Field>
  );
}
