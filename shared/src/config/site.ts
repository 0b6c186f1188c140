/**
 * One site configuration for every app (SPEC §1 writes these as {phone} and {email}).
 */
export const site = {
  name: 'Makao',
  tagline: 'Stays across Kenya, reserved now and paid on arrival',
  phone: '+254 712 345 678',
  phoneHref: 'tel:+254712345678',
  whatsappNumber: '254712345678',
  email: 'stays@makao.co.ke',
  office: 'Roysambu, Nairobi, Kenya',
  hours: ['Mon-Fri 8AM-6PM EAT', 'Sat 9AM-4PM'],
  currency: 'KSh',
  timeZone: 'Africa/Nairobi',
} as const;

/** A WhatsApp link with a prefilled message. */
export function whatsappHref(message: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

/** A page's tab title: `About Us · Makao`. */
export function pageTitle(name: string): string {
  return `${name} · ${site.name}`;
}
