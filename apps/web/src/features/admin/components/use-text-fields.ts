import { useState } from 'react';

/** A form's text values with their field errors; `field(k)` gives an input its value and change handler. */
export function useTextFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (k: keyof V) => ({ value: values[k], onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value })) });
  return { values, field, errors, setErrors };
}
