import { site } from 'shared/config';
import { checkRequest, inquiryRules, inquiryTypes, type InquiryType } from 'contracts/rules';
import { type ContactInquiry } from 'contracts';

export interface InquiryValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  inquiryType: InquiryType | '';
  message: string;
}

export type InquiryField = keyof InquiryValues;

export const emptyInquiry: InquiryValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  inquiryType: '',
  message: '',
};

/** SPEC §5 and §8: the texts the person sees, word for word. */
export const inquiryMessages = {
  // SPEC §5 (the email and phone texts are the rules' own, `inquiryRules`)
  missingFields: 'Please fill in all required fields',
  // SPEC §8
  sent: 'Message sent successfully! Our Kenya vacation rental team will contact you within 2 hours.',
  failed: `Failed to send message. Please call us directly at ${site.phone} or WhatsApp us.`,
} as const;

export interface InquiryProblem {
  message: string;
  fields: InquiryField[];
}

/**
 * SPEC §5: the inquiry's rules, the ones the API applies (`inquiryRules`, from which its schema is
 * built): first name, last name, email and message are required, the email must look like
 * text@text.text with no spaces, and a phone that is given must be one the API accepts, so the person
 * hears about it here rather than as a failed send. Missing fields get the form's own message.
 */
export function checkInquiry(values: InquiryValues): InquiryProblem | null {
  const problem = checkRequest(inquiryRules, values);
  if (!problem) return null;
  if ('missing' in problem) return { message: inquiryMessages.missingFields, fields: problem.missing };
  return { message: problem.message, fields: [problem.field] };
}

/** The JSON body of `POST /api/contact` (SPEC §7), text trimmed. */
export function inquiryBody(values: InquiryValues): ContactInquiry {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    inquiryType: values.inquiryType,
    message: values.message.trim(),
  };
}

/** `?inquiry=list-property` preselects the type (the host terms link here that way). */
export function inquiryTypeFrom(value: string | null): InquiryType | '' {
  return inquiryTypes.find((type) => type === value) ?? '';
}
