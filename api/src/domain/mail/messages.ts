/** The words of the booking and inquiry emails, as plain text and simple HTML. */
import { escapeHtml } from 'contracts/html';
import { formatKsh, formatStayDate, type Booking } from 'contracts';
import { inquiryTypeLabels, type InquiryType } from 'contracts/rules';
import type { MailMessage } from '../../plugins/mail';

type Line = [label: string, value: string];

/** A link the message asks the reader to follow (a button in HTML, the address in text). */
export interface MailAction {
  label: string;
  url: string;
}

export function render(
  intro: string[],
  lines: Line[],
  outro: string[],
  action?: MailAction,
): { text: string; html: string } {
  const table = lines.map(([label, value]) => `${label}: ${value}`).join('\n');
  const actionText = action ? [`${action.label}: ${action.url}`] : [];
  const text = [...intro, ...(lines.length > 0 ? [table] : []), ...actionText, ...outro].join('\n\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join('');
  const html =
    `<div style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px">` +
    intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (lines.length > 0 ? `<table style="border-collapse:collapse;margin:12px 0">${rows}</table>` : '') +
    (action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#0d6e4f;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>`
      : '') +
    outro.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `</div>`;
  return { text, html };
}

export interface BookingMailContext {
  booking: Booking;
  /** `address`: the street once the host has confirmed the stay (`exact`), else the neighbourhood. */
  property: { title: string; address: string; city: string; exact: boolean };
  host: { name: string; phone: string | null; email: string | null } | null;
  supportEmail: string;
}

export function stayLines({ booking, property }: BookingMailContext): Line[] {
  return [
    ['Booking reference', booking.bookingReference],
    ['Property', property.title],
    [
      property.exact ? 'Address' : 'Area',
      property.address.includes(property.city) ? property.address : `${property.address}, ${property.city}`,
    ],
    ['Check-in', formatStayDate(booking.checkIn, 'long')],
    ['Check-out', formatStayDate(booking.checkOut, 'long')],
    ['Nights', String(booking.numberOfNights)],
    ['Guests', String(booking.guests)],
    ['Price per night', formatKsh(booking.pricePerNight)],
    ['Total due on arrival', formatKsh(booking.totalAmount)],
  ];
}

export interface InquiryMailContext {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  inquiryType: InquiryType;
  message: string;
}

export function supportInquiry(inquiry: InquiryMailContext, supportEmail: string): MailMessage {
  const { text, html } = render(
    [`New ${inquiryTypeLabels[inquiry.inquiryType].toLowerCase()} inquiry from the contact form.`],
    [
      ['Name', `${inquiry.firstName} ${inquiry.lastName}`],
      ['Email', inquiry.email],
      ['Phone', inquiry.phone || 'Not given'],
      ['Inquiry type', inquiryTypeLabels[inquiry.inquiryType]],
      ['Inquiry id', inquiry.id],
    ],
    ['Message:', inquiry.message, 'Please reply within 2 hours.'],
  );
  return {
    to: supportEmail,
    subject: `Contact inquiry: ${inquiryTypeLabels[inquiry.inquiryType]} from ${inquiry.firstName} ${inquiry.lastName}`,
    text,
    html,
    replyTo: inquiry.email,
  };
}
