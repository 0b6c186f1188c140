import { site } from 'shared/config';
import {
  inquiryErrorMessages,
  inquiryRequiredFields,
  inquiryTypes,
  isValidEmail,
  isValidPhone,
  type ContactInquiry,
  type InquiryType,
} from 'shared/contracts';

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
  // SPEC §5
  missingFields: 'Please fill in all required fields',
  // SPEC §5 (the API answers with the same text)
  invalidEmail: inquiryErrorMessages.invalidEmail,
  invalidPhone: inquiryErrorMessages.invalidPhone,
  // SPEC §8
  sent: 'Message sent successfully! Our Kenya vacation rental team will contact you within 2 hours.',
  failed: `Failed to send message. Please call us directly at ${site.phone} or WhatsApp us.`,
} as const;

export interface InquiryProblem {
  message: string;
  fields: InquiryField[];
}

/**
 * SPEC §5: first name, last name, email and message are required; the email must look like
 * text@text.text with no spaces. Phone and inquiry type are optional; a phone that is given must be
 * one the API accepts, so the person hears about it here rather than as a failed send.
 */
export function checkInquiry(values: InquiryValues): InquiryProblem | null {
  const missing = inquiryRequiredFields.filter((field) => values[field].trim() === '');
  if (missing.length > 0) return { message: inquiryMessages.missingFields, fields: [...missing] };
  if (!isValidEmail(values.email)) return { message: inquiryMessages.invalidEmail, fields: ['email'] };
  if (values.phone.trim() !== '' && !isValidPhone(values.phone)) {
    return { message: inquiryMessages.invalidPhone, fields: ['phone'] };
  }
  return null;
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

/** `?inquiry=list-property` preselects the type (the become-host page links here that way). */
export function inquiryTypeFrom(value: string | null): InquiryType | '' {
  return inquiryTypes.find((type) => type === value) ?? '';
}
