import { useState } from "react";

/**
 * A form's text fields as one state: `values`, `setValues`, and `set(field)`, the change handler
 * of that field's input (`<TextField value={values.name} onChange={set("name")} />`).
 */
export function useFieldValues<T extends { [K in keyof T]: string }>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = (field: keyof T) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return { values, setValues, set };
}
