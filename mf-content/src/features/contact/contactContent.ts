import { site, whatsappHref } from 'shared/config';

/** SPEC §1: the contact page's own claims (15K+ guests; the home and About pages say otherwise). */
export const contactStats = [
  { value: '15K+', label: 'happy guests' },
  { value: '500+', label: 'verified properties' },
  { value: '24/7', label: 'support' },
  { value: '2 hrs', label: 'reply time' },
];

/** SPEC §2: coverage areas with their property counts, exactly as given. */
export const coverageAreas = [
  { name: 'Nairobi', count: '200+', note: 'Westlands, Kilimani, Karen, Upper Hill' },
  { name: 'Mombasa', count: '120+', note: 'Nyali, Bamburi, Shanzu' },
  { name: 'Diani Beach', count: '80+', note: 'Beachfront villas and cottages' },
  { name: 'Maasai Mara', count: '45+', note: 'Tented camps and lodges' },
  { name: 'Lake Naivasha', count: '35+', note: 'Lakeside cottages and homes' },
  { name: 'Watamu', count: '30+', note: 'Villas near the marine park' },
];

const whatsappGreeting = `Hello ${site.name}, I'm looking for a vacation rental in Kenya. Could you help me find a place?`;

const urgentWhatsappMessage = `Hello ${site.name}, I need urgent help with my stay. My booking reference is: `;

/** SPEC §2: the email card opens the mail app with a subject and body already written. */
export function inquiryMailto(): string {
  const subject = 'Vacation rental inquiry';
  const body = [
    `Hello ${site.name} team,`,
    '',
    "I'm planning a stay in Kenya and would like your help.",
    '',
    'Area or property:',
    'Check-in date:',
    'Check-out date:',
    'Number of guests:',
    '',
    'Thank you,',
  ].join('\n');
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export const whatsappLink = () => whatsappHref(whatsappGreeting);
export const urgentWhatsappLink = () => whatsappHref(urgentWhatsappMessage);

/** SPEC §2/§9: six entries; deposit about 30%, the four payment methods, details 24 hours before arrival. */
export const contactFaq = [
  {
    question: 'How do I book a vacation rental with Makao?',
    answer:
      'Pick a property, choose your dates and send a booking request. You reserve now and pay on arrival; for some stays we ask for a deposit of about 30% to hold the dates. Your check-in details (address, directions and the host’s contact) are sent 24 hours before arrival.',
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      'M-Pesa, bank transfer, Visa/Mastercard cards and other mobile money services. All prices are in Kenyan shillings (KSh), and your receipt shows every amount you paid.',
  },
  {
    question: 'What is your cancellation policy?',
    answer:
      'Most properties can be cancelled free of charge up to 48 hours before check-in. Within 48 hours of check-in the deposit is forfeited. Safari stays need 7 days’ notice for a full refund, or 72 hours for a 50% refund. If force majeure stops your trip, you get a full refund.',
  },
  {
    question: 'Do you arrange airport transfers?',
    answer:
      'Yes. We can book a driver to meet you at Jomo Kenyatta International Airport, Wilson Airport, Moi International Airport in Mombasa or the Ukunda airstrip for Diani. Tell us your flight number when you book and we will confirm the price in KSh before you travel.',
  },
  {
    question: 'Which areas of Kenya do you cover?',
    answer:
      'Nairobi, Mombasa, Diani Beach, Watamu, the Maasai Mara and Lake Naivasha, as well as Kisumu and Nakuru. If you need a place somewhere else, ask us: our hosts often know someone.',
  },
  {
    question: 'Do you offer corporate housing?',
    answer:
      'Yes. We have serviced and furnished apartments for teams and relocating staff, for a week or for several months, with fast Wi-Fi, weekly cleaning and a single monthly invoice for your company.',
  },
];
