import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ParsedApiError } from './request';

/**
 * Puts each field error of a refused request under its field, where the person is looking (a
 * too-common password, say); fields the form does not have are left to the toast.
 */
export function setServerFieldErrors<T extends FieldValues>(
  parsed: ParsedApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options?: { shouldFocus: boolean },
): void {
  for (const { field, message } of parsed.body?.fields ?? []) {
    const name = fields.find((candidate) => candidate === field);
    if (name) setError(name, { message }, options);
  }
}
