import { showRequestError as showError } from '@web/lib/error-toast';
import { text } from '@web/lib/i18n';

/** The shared error toast; a 401's toast says what signing in again is for. */
export function showRequestError(error: unknown, fallback: string, title?: string): void {
  showError(error, fallback, { title, loginDescription: text('messages.signInToSend') });
}
