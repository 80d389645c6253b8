import { useState, type FormEvent } from 'react';
import { readClientError } from '#client/lib/client-error.ts';

interface ConsoleFormOptions<Values, Draft> {
  initial: Values;
  /** The input's key the server reports field errors under (`exhibitor` for `exhibitor.name`). */
  inputKey: string;
  toDraft: (values: Values) => Draft;
  onSubmit: (draft: Draft) => Promise<unknown>;
  /**
   * The fields this form shows errors beside (names under inputKey). When given, a refusal whose
   * every problem sits at one of them is not said again above the form; a problem at a path no
   * field shows still is. Without it, the form's message always shows.
   */
  fieldsShown?: readonly string[];
}

/**
 * The state every console add/edit form keeps: its values, the server's messages per field (a
 * field's own path and any nested under it, such as `links.0.url`), the form's message, and
 * whether it is saving or a logo is still uploading.
 */
export function useConsoleForm<Values, Draft>({ initial, inputKey, toDraft, onSubmit, fieldsShown }: ConsoleFormOptions<Values, Draft>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const fieldErrors = (name: string) => {
    const path = `${inputKey}.${name}`;
    return Object.entries(errors).flatMap(([key, list]) => (key === path || key.startsWith(`${path}.`) ? list : []));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await onSubmit(toDraft(values));
      setErrors({});
    } catch (error) {
      const info = readClientError(error);
      setErrors(info.fieldPaths);
      const paths = Object.keys(info.fieldPaths);
      const allAtFields = fieldsShown !== undefined && paths.length > 0 && paths.every((path) => fieldsShown.some((name) => path === `${inputKey}.${name}`));
      setMessage(allAtFields ? null : info.message);
    } finally {
      setBusy(false);
    }
  };

  return { values, set, fieldErrors, message, busy, uploading, setUploading, submit };
}
