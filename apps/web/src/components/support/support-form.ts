/** The support form's rules: the same limits the server enforces, checked first so the user sees them at once. */

export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 150;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export interface SupportDraft {
  subject: string;
  message: string;
}

export type SupportErrors = Partial<Record<keyof SupportDraft, string>>;

export function validateSupportDraft(draft: SupportDraft): SupportErrors {
  const errors: SupportErrors = {};
  const subject = draft.subject.trim();
  const message = draft.message.trim();
  if (subject.length < SUBJECT_MIN) errors.subject = `Enter a subject of at least ${SUBJECT_MIN} characters`;
  else if (subject.length > SUBJECT_MAX) errors.subject = `Keep the subject under ${SUBJECT_MAX + 1} characters`;
  else if (/[\r\n]/.test(subject) || subject.includes("\u0000")) errors.subject = "The subject must be a single line";
  if (message.length < MESSAGE_MIN) errors.message = `Describe the problem in at least ${MESSAGE_MIN} characters`;
  else if (message.length > MESSAGE_MAX) errors.message = `Keep the message under ${MESSAGE_MAX + 1} characters`;
  else if (message.includes("\u0000")) errors.message = "The message contains a character that cannot be sent";
  return errors;
}

/** The server's field errors on a tRPC validation error (`data.zodError.fieldErrors`), for the two fields. */
export function serverSupportErrors(error: unknown): SupportErrors {
  const fields = (error as { data?: { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null } } | null)?.data?.zodError?.fieldErrors;
  const errors: SupportErrors = {};
  for (const key of ["subject", "message"] as const) {
    const first = fields?.[key]?.[0];
    if (first) errors[key] = first;
  }
  return errors;
}
