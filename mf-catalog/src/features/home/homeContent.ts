/**
 * The home page's marketing copy: SPEC §1's claims without its numbers (the stat band has those from
 * the data, `siteStats.ts`); everything else is ours (the spec shows no copy).
 */
import { site } from 'shared/config';
import { paths, listingRoutes, type PropertyType } from 'contracts';
import { initialsAvatar, type SceneName } from '../../lib/art/sceneArt';

export const destinations: ReadonlyArray<{ value: string; name: string; blurb: string; scene: SceneName }> = [
  { value: 'nairobi', name: 'Nairobi', blurb: 'City apartments from Westlands to Karen', scene: 'city' },
  { value: 'mombasa', name: 'Mombasa', blurb: 'Nyali beach flats and Old Town homes', scene: 'coast' },
  { value: 'diani', name: 'Diani Beach', blurb: 'White sand, villas and cottages', scene: 'pool' },
  { value: 'masai-mara', name: 'Maasai Mara', blurb: 'Tented camps beside the migration', scene: 'safari' },
  { value: 'naivasha', name: 'Lake Naivasha', blurb: 'Lakeside cottages and boat rides', scene: 'lake' },
  { value: 'nakuru', name: 'Nakuru', blurb: 'Flamingos, Menengai and quiet homes', scene: 'hills' },
  { value: 'kisumu', name: 'Kisumu', blurb: 'Lake Victoria sunsets and easy city stays', scene: 'view' },
  { value: 'watamu', name: 'Watamu', blurb: 'Turtle Bay, coral gardens and dhow trips', scene: 'coast' },
];

const typeBlurbs: Record<PropertyType, { blurb: string; scene: SceneName }> = {
  apartments: { blurb: 'Fully furnished, Wi-Fi and security included', scene: 'apartment' },
  homes: { blurb: 'Space for the whole family, garden and kitchen', scene: 'home' },
  safari: { blurb: 'Lodges and tented camps in the parks', scene: 'safari' },
  corporate: { blurb: 'Housekeeping, a desk and monthly rates', scene: 'corporate' },
  beach: { blurb: 'Steps from the Indian Ocean', scene: 'pool' },
};

/** Property-type tiles: each category route of SPEC §2, and beach rentals through the type filter. */
export const propertyTypeTiles: ReadonlyArray<{ to: string; name: string; blurb: string; scene: SceneName }> = [
  ...listingRoutes
    .filter((route) => route.preset.type)
    .map((route) => ({ to: route.path, name: route.label, ...typeBlurbs[route.preset.type as PropertyType] })),
  { to: `${paths.properties}?type=beach`, name: 'Beach Rentals', ...typeBlurbs.beach },
];

export const reasons: ReadonlyArray<{ title: string; text: string; icon: 'shield' | 'tag' | 'calendar' | 'phone' }> = [
  {
    title: 'Verified properties',
    text: 'Our team checks every listing before guests see it: its photos, its address and its TRA registration. Verified ones also have a host whose ID we have checked.',
    icon: 'shield',
  },
  {
    title: 'Price match plus 5% off',
    text: 'Found the same stay for less elsewhere? We match the price and take another 5% off.',
    icon: 'tag',
  },
  {
    title: 'Free cancellation',
    text: 'Free cancellation up to 48 hours before check-in on most properties.',
    icon: 'calendar',
  },
  {
    title: '24/7 support',
    text: `A real person in Nairobi answers day and night on ${site.phone} and WhatsApp.`,
    icon: 'phone',
  },
];

export interface Testimonial {
  review: string;
  guest: string;
  location: string;
  rating: number;
  propertyType: string;
  stayDuration: string;
  profileImage: string;
}

const testimonial = (t: Omit<Testimonial, 'profileImage'>): Testimonial => ({
  ...t,
  profileImage: initialsAvatar(t.guest),
});

/** SPEC §3: static sample reviews for the scrolling testimonials. */
export const testimonials: readonly Testimonial[] = [
  testimonial({
    review: 'The Kilimani apartment was spotless and the host met us at the gate at midnight. We will be back.',
    guest: 'Amina Hassan',
    location: 'Mombasa',
    rating: 5,
    propertyType: 'Furnished Apartment',
    stayDuration: '5 nights',
  }),
  testimonial({
    review: 'Our tent faced the Mara River and we watched a crossing from breakfast. Paying on arrival made it easy.',
    guest: 'James Otieno',
    location: 'Kisumu',
    rating: 5,
    propertyType: 'Safari Lodge',
    stayDuration: '3 nights',
  }),
  testimonial({
    review: 'Booked a Diani villa for the family reunion. Twelve of us, one pool, zero problems.',
    guest: 'Grace Wanjiku',
    location: 'Nairobi',
    rating: 5,
    propertyType: 'Holiday Home',
    stayDuration: '1 week',
  }),
  testimonial({
    review: 'Monthly corporate stay in Upper Hill. Housekeeping was reliable and the fibre never dropped once.',
    guest: 'Daniel Mwangi',
    location: 'Nakuru',
    rating: 5,
    propertyType: 'Corporate Housing',
    stayDuration: '1 month',
  }),
  testimonial({
    review: 'Support answered on WhatsApp within minutes when our flight was late. The host waited for us.',
    guest: 'Sarah Chebet',
    location: 'Eldoret',
    rating: 5,
    propertyType: 'Serviced Apartment',
    stayDuration: '4 nights',
  }),
  testimonial({
    review: 'Lake Naivasha cottage with hippos on the lawn at dusk. The kids still talk about it.',
    guest: 'Peter Kamau',
    location: 'Thika',
    rating: 4,
    propertyType: 'Holiday Home',
    stayDuration: '2 nights',
  }),
  testimonial({
    review: 'Found a cheaper listing elsewhere, sent the link, and Makao matched it and took 5% off.',
    guest: 'Fatuma Ali',
    location: 'Malindi',
    rating: 5,
    propertyType: 'Beach Rental',
    stayDuration: '6 nights',
  }),
  testimonial({
    review: 'Westlands studio was exactly like the photos, walking distance to everything. Smooth check-in.',
    guest: 'Brian Kiprop',
    location: 'Kericho',
    rating: 5,
    propertyType: 'Furnished Apartment',
    stayDuration: '3 nights',
  }),
];

/** Press marks: placeholders in our own type until marketing supplies licensed logos. */
export const pressMarks = [
  'Nairobi Travel Review',
  'Coast Weekly',
  'Safari Journal',
  'East Africa Business Post',
  'Kenya Tech Weekly',
  'Hospitality Digest',
] as const;

/** FAQ answers follow SPEC §1 and §9 (policy, payment, check-in, support). */
export const faqs: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Do I need to pay when I book?',
    answer:
      'No. Send a booking request, the host confirms it, and you pay on arrival. Some hosts of popular stays ask for a deposit of about 30% to hold peak dates; we tell you before anything is due.',
  },
  {
    question: 'How can I pay?',
    answer:
      'M-Pesa, bank transfer, Visa or Mastercard, and other mobile money. All prices are in Kenya shillings (KSh).',
  },
  {
    question: 'What is your cancellation policy?',
    answer:
      'Free cancellation up to 48 hours before check-in on most properties. Within 48 hours the deposit is forfeited. Safari stays need 7 days notice for a full refund, or 72 hours for 50%. Force majeure is always refunded in full.',
  },
  {
    question: 'When do I get check-in details?',
    answer: 'We send the address, directions and the host’s number 24 hours before you arrive.',
  },
  {
    question: 'How much does a stay cost?',
    answer:
      'Most stays cost KSh 2,500 to 12,000 a night. Found the same stay for less? We match the price and take another 5% off.',
  },
  {
    question: 'How do I reach support?',
    answer: `Call or WhatsApp ${site.phone}, or email ${site.email}. We answer 24/7 and reply to messages in under 2 hours.`,
  },
];
