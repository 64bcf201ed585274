import { extractErrorText, isApiError, isRecord } from '../../api';

const SOMETHING_WRONG = 'Something went wrong.';
const BACKEND_UNREACHABLE = 'Error communicating with backend.';

/** Whether a 200 holds an answer (anything else is shown as the error it is). */
export const isAnswer = (body: unknown): body is { assistant_message: string } =>
  isRecord(body) && typeof body.assistant_message === 'string' && !!body.assistant_message.trim();

/** The assistant's words from an answer, else its error or detail, else the generic text (docs/product.md#8-errors). */
export function replyText(body: unknown): string {
  return isAnswer(body) ? body.assistant_message : (extractErrorText(body) ?? SOMETHING_WRONG);
}

/** A failed call: the server's error text when it answered, else that the backend was not reached. */
export function failureText(err: unknown): string {
  if (isApiError(err)) return err.serverMessage ?? SOMETHING_WRONG;
  return BACKEND_UNREACHABLE;
}
