/**
 * The enquiry form's own check in the browser, before anything is sent: the server's schema,
 * each field's first refusal as its error code. The schema comes with zod, the largest part of
 * a public page's script, so it is fetched when the form is sent rather than with the page.
 */
import type { EnquiryValues } from '#shared/schemas/enquiries.ts';
import { type CheckedForm, fieldProblems } from '../../../components/ui/use-checked-form.ts';

/** The form as read: every field as the browser holds it, the consent possibly not given. */
export interface EnquiryInput {
  name: string;
  phone: string;
  instrument: string;
  preferredTimes: string[];
  message: string;
  consent: boolean;
}
export type EnquiryField = keyof EnquiryInput;

/** The fields in the order they appear, so the first one with a problem can take the focus. */
export const enquiryFields: readonly EnquiryField[] = [
  'name',
  'phone',
  'instrument',
  'preferredTimes',
  'message',
  'consent',
];

/** The server's refusals that belong to one field, said next to it. */
export const fieldOfCode: Record<string, EnquiryField> = {
  'enquiries.name_required': 'name',
  'enquiries.name_too_long': 'name',
  'enquiries.phone_required': 'phone',
  'enquiries.phone_format': 'phone',
  'enquiries.instrument_too_long': 'instrument',
  'enquiries.times_invalid': 'preferredTimes',
  'enquiries.message_too_long': 'message',
  'enquiries.consent_required': 'consent',
};

export async function checkEnquiry(input: EnquiryInput): Promise<CheckedForm<EnquiryField, EnquiryValues>> {
  const { createEnquiryRequest } = await import('#shared/schemas/enquiries.ts');
  const result = createEnquiryRequest.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  return { ok: false, problems: fieldProblems(result.error.issues, enquiryFields) };
}
