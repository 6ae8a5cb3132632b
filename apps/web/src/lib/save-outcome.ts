import { ApiError, errorText } from './api-client';
import { notify } from './notify';

/**
 * The callbacks of a create-or-edit form's save: a toast either way, the server's field errors put back on
 * their fields, and `onDone` (usually: back to a blank form) only once the save went through.
 */
export function saveOutcome<R>(
  success: string | ((res: R) => string),
  onDone: () => void,
  setErrors: (errors: Record<string, string>) => void,
  failed: string,
) {
  return {
    onSuccess: (res: R) => {
      notify('success', typeof success === 'function' ? success(res) : success);
      onDone();
    },
    onError: (err: unknown) => {
      if (err instanceof ApiError) setErrors(err.details);
      notify('error', errorText(err, failed));
    },
  };
}
