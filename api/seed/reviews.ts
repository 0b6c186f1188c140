/**
 * The seed properties' past stays and the reviews both sides wrote after them: made-up guests and
 * words for the demo data, the same on every seed (no randomness). A listing's stays start a few days
 * after it was listed, so the youngest listings have none yet and read "New listing"; the rating and
 * count a page shows are worked out from these rows (migrations/013_ratings_from_reviews.sql).
 */
import type { SeedProperty } from './properties';

interface SeedCategories {
  cleanliness: number;
  accuracy: number;
  checkIn: number;
  communication: number;
  location: number;
  value: number;
}

export interface SeedStay {
  guest: { name: string; email: string; phone: string };
  guests: number;
  /** Days before the seed time: arrival, departure, and when each side wrote. */
  checkInDaysAgo: number;
  checkOutDaysAgo: number;
  guestWroteDaysAgo: number;
  hostWroteDaysAgo: number;
  guestReview: { rating: number; categories: SeedCategories; body: string };
  hostReview: { rating: number; body: string };
}

const guests = [
  ['Achieng', 'Otieno'],
  ['Brian', 'Mwangi'],
  ['Chloe', 'Martin'],
  ['Daudi', 'Kiptoo'],
  ['Esther', 'Wambui'],
  ['Farah', 'Abdi'],
  ['Grace', 'Njoroge'],
  ['Hiroshi', 'Tanaka'],
  ['Imani', 'Mutua'],
  ['Jonas', 'Becker'],
  ['Kerubo', 'Nyamweya'],
  ['Lena', 'Okafor'],
  ['Musa', 'Hassan'],
  ['Nafula', 'Wekesa'],
  ['Olivia', 'Brown'],
  ['Priya', 'Shah'],
] as const;

const openings = [
  'Exactly as the photos show, and spotless when we arrived.',
  'A calm, comfortable base for our trip.',
  'We felt at home from the first evening.',
  'Great value for the area, and the beds were excellent.',
  'Clean, quiet and easy to find with the directions we were sent.',
  'The place was well kept and had everything we needed.',
];
const middles: Record<SeedProperty['type'], string[]> = {
  apartments: [
    'The Wi-Fi held up for work calls and the backup power kicked in during the one outage.',
    'Shops and restaurants are a short walk away, and the guard at the gate was friendly.',
    'The kitchen was well stocked and the view from the balcony at night was lovely.',
  ],
  homes: [
    'The garden was lovely in the mornings and the kitchen had all we needed to cook.',
    'There was plenty of room for the family and the water pressure was good.',
    'The children loved the lawn, and the nearby market had everything for a braai.',
  ],
  corporate: [
    'The desk and fast internet made the work week easy, and the cleaning was regular.',
    'Check-in after a late flight was smooth and parking was secure.',
    'A quiet compound, a short drive to the office, and a generator that never let us down.',
  ],
  safari: [
    'We saw elephants from the deck on our second morning, and the guides were superb.',
    'The meals were generous and the game drives left on time every day.',
    'Sundowners by the river and a lion sighting on the last drive made the trip.',
  ],
  beach: [
    'The beach was a few minutes away and the sea breeze kept the rooms cool.',
    'We spent our evenings on the terrace and the fresh seafood nearby was a treat.',
    'Snorkelling trips were easy to arrange and the shower was hot after a day in the sea.',
  ],
};
const closings = [
  'The host answered every message quickly. We would gladly stay again.',
  'Check-in was simple and the host checked in on us once. Recommended.',
  'Small things to improve, but we would come back.',
  'Thank you for a lovely stay!',
];
const hostWords = [
  'Tidy, friendly guests who looked after the place. Welcome back any time.',
  'Communicated clearly about their arrival and left everything in order.',
  'Lovely guests, respectful of the neighbours. Would host again.',
];

/** A whole number from 0 to n − 1 for this property and stay: the same every seed. */
const pick = (n: number, index: number, stay: number, salt: number) => (index * 7 + stay * 13 + salt * 5) % n;

/** Stars around the stay's overall rating, none more than one away. */
function categoriesAround(rating: number, index: number, stay: number): SeedCategories {
  const near = (salt: number) => Math.min(5, Math.max(1, rating + (pick(3, index, stay, salt) === 0 ? -1 : 0)));
  return {
    cleanliness: near(1),
    accuracy: near(2),
    checkIn: 5,
    communication: near(3),
    location: rating === 5 ? 5 : near(4),
    value: near(5),
  };
}

/**
 * The stays a listing had in the days since it was listed (`listedDaysAgo`): one every eight days
 * from its fourth day, up to five, each reviewed by both sides within three days of check-out.
 */
export function seedStays(property: SeedProperty, index: number, listedDaysAgo: number): SeedStay[] {
  const stays: SeedStay[] = [];
  for (let n = 0; n < 5; n += 1) {
    const nights = 2 + pick(3, index, n, 6);
    const checkInDaysAgo = Math.floor(listedDaysAgo) - 3 - n * 8;
    const checkOutDaysAgo = checkInDaysAgo - nights;
    // Both reviews are written by now, at least a day after check-out.
    if (checkOutDaysAgo < 4) break;
    const [first, last] = guests[pick(guests.length, index, n, 7)] as readonly [string, string];
    const rating = pick(4, index, n, 8) === 0 ? 4 : 5;
    const body = [
      openings[(index * 5 + n) % openings.length],
      // One stay after another reads differently: the middle sentence turns with the stay.
      middles[property.type][(index + n) % 3],
      closings[(index + n * 3) % closings.length],
    ].join(' ');
    stays.push({
      guest: {
        name: `${first} ${last}`,
        email: `${first}.${last}.${index}.${n}@guests.example`.toLowerCase(),
        phone: `+254 711 ${String(100 + index).padStart(3, '0')} ${String(200 + n).padStart(3, '0')}`,
      },
      guests: Math.max(1, Math.min(property.guests, 1 + pick(4, index, n, 12))),
      checkInDaysAgo,
      checkOutDaysAgo,
      guestWroteDaysAgo: checkOutDaysAgo - 1 - pick(2, index, n, 13),
      hostWroteDaysAgo: checkOutDaysAgo - 1,
      guestReview: { rating, categories: categoriesAround(rating, index, n), body },
      hostReview: { rating: 5, body: hostWords[pick(hostWords.length, index, n, 14)] as string },
    });
  }
  return stays;
}
