import {
  LISTING_MAX_GUESTS,
  LISTING_MAX_ROOMS,
  LISTING_PRICE_MAX,
  LISTING_PRICE_MIN,
  hostMessages,
  listingTextRules,
  type HostListing,
  type ListingField,
  type ListingPatch,
} from 'shared/hosts';
import {
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
  HOUSE_RULES_MAX_LENGTH,
  MIN_NIGHTS_LIMITS,
  isListingTime,
  listingRuleMessages,
  propertyTypes,
  type PropertyType,
} from 'contracts';
import { checkRequest } from 'contracts/rules';

/** The journey's steps, in order; the step shown is `?step=` in the URL, so a reload resumes it. */
export const journeySteps = [
  'type',
  'location',
  'rooms',
  'amenities',
  'photos',
  'describe',
  'price',
  'rules',
  'review',
] as const;
export type JourneyStep = (typeof journeySteps)[number];

export const stepTitles: Record<JourneyStep, string> = {
  type: 'What kind of place is it?',
  location: 'Where is it?',
  rooms: 'How many guests can stay?',
  amenities: 'What does it offer?',
  photos: 'Add photos',
  describe: 'Title and description',
  price: 'Set your nightly price',
  rules: 'Check-in, house rules and minimum stay',
  review: 'Review and publish',
};

export function stepFrom(value: string | null): JourneyStep {
  return journeySteps.find((step) => step === value) ?? 'type';
}

/** The step where each field is asked (the review links each missing item to it). */
export const stepOfField: Record<ListingField, JourneyStep> = {
  type: 'type',
  county: 'location',
  city: 'location',
  area: 'location',
  address: 'location',
  traNumber: 'location',
  lat: 'location',
  lng: 'location',
  guests: 'rooms',
  beds: 'rooms',
  baths: 'rooms',
  amenities: 'amenities',
  photos: 'photos',
  title: 'describe',
  description: 'describe',
  price: 'price',
  checkInTime: 'rules',
  checkOutTime: 'rules',
  minNights: 'rules',
  houseRules: 'rules',
};

/** Lowest count each stepper goes down to (a studio has no separate bedroom). */
export const roomMinimums = { guests: 1, beds: 0, baths: 1 } as const;
export const roomMaximums = { guests: LISTING_MAX_GUESTS, beds: LISTING_MAX_ROOMS, baths: LISTING_MAX_ROOMS } as const;
export type RoomField = keyof typeof roomMinimums;

/** What the journey's inputs hold: text as typed, counts as numbers (null until chosen). */
export interface JourneyValues {
  type: PropertyType | '';
  county: string;
  city: string;
  area: string;
  address: string;
  lat: string;
  lng: string;
  guests: number | null;
  beds: number | null;
  baths: number | null;
  amenities: string[];
  title: string;
  description: string;
  price: string;
  traNumber: string;
  /** The listing's rules (contracts' listingRules): times as HH:MM, the minimum stay as typed. */
  checkInTime: string;
  checkOutTime: string;
  minNights: string;
  smoking: boolean;
  parties: boolean;
  pets: boolean;
  houseRules: string;
}

const emptyValues: JourneyValues = {
  type: '',
  county: '',
  city: '',
  area: '',
  address: '',
  lat: '',
  lng: '',
  guests: null,
  beds: null,
  baths: null,
  amenities: [],
  title: '',
  description: '',
  price: '',
  traNumber: '',
  checkInTime: DEFAULT_CHECK_IN_TIME,
  checkOutTime: DEFAULT_CHECK_OUT_TIME,
  minNights: String(MIN_NIGHTS_LIMITS.min),
  smoking: false,
  parties: false,
  pets: false,
  houseRules: '',
};

export function valuesFrom(listing: HostListing | undefined): JourneyValues {
  if (!listing) return emptyValues;
  const text = (value: string | null) => value ?? '';
  const number = (value: number | null) => (value === null ? '' : String(value));
  return {
    type: propertyTypes.find((type) => type === listing.type) ?? '',
    county: text(listing.county),
    city: text(listing.city),
    area: text(listing.area),
    address: text(listing.address),
    lat: number(listing.lat),
    lng: number(listing.lng),
    guests: listing.guests,
    beds: listing.beds,
    baths: listing.baths,
    amenities: listing.amenities,
    title: text(listing.title),
    description: text(listing.description),
    price: number(listing.price),
    traNumber: text(listing.traNumber),
    checkInTime: listing.checkInTime,
    checkOutTime: listing.checkOutTime,
    minNights: String(listing.minNights),
    smoking: listing.houseRules.smoking,
    parties: listing.houseRules.parties,
    pets: listing.houseRules.pets,
    houseRules: listing.houseRules.notes,
  };
}

/** A problem with what was typed on a step: the field to mark and focus, and the message. */
export interface StepProblem {
  field: keyof JourneyValues;
  message: string;
}

const textFields = {
  type: [],
  location: ['county', 'city', 'area', 'address', 'traNumber'],
  rooms: [],
  amenities: [],
  photos: [],
  describe: ['title', 'description'],
  price: [],
  rules: [],
  review: [],
} as const satisfies Record<JourneyStep, ReadonlyArray<keyof typeof listingTextRules.fields>>;

/** `3,500` and `3 500` are read as 3500; anything else that is not digits is not a whole number. */
function parseWhole(text: string): number | null {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

function parseCoordinate(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

export const journeyMessages = {
  pinBoth: 'Give both latitude and longitude for the map pin, or leave both empty',
  latitude: 'Latitude must be a number between -90 and 90',
  longitude: 'Longitude must be a number between -180 and 180',
  uploadsRunning: 'Wait for the photos to finish uploading before you go on',
} as const;

/**
 * A draft may leave anything blank (the review lists what publishing still needs), so a step checks
 * only what was given: text lengths by the listing's text rules (the API's), the map pin, the price.
 */
export function checkStep(step: JourneyStep, values: JourneyValues): StepProblem | null {
  const fields = textFields[step];
  if (fields.length > 0) {
    const problem = checkRequest(listingTextRules, values, fields);
    if (problem && 'field' in problem) return { field: problem.field, message: problem.message };
  }
  if (step === 'location') {
    const lat = values.lat.trim();
    const lng = values.lng.trim();
    if ((lat === '') !== (lng === '')) return { field: lat === '' ? 'lat' : 'lng', message: journeyMessages.pinBoth };
    if (lat !== '') {
      const latitude = parseCoordinate(lat);
      if (latitude === null || latitude < -90 || latitude > 90)
        return { field: 'lat', message: journeyMessages.latitude };
      const longitude = parseCoordinate(lng);
      if (longitude === null || longitude < -180 || longitude > 180)
        return { field: 'lng', message: journeyMessages.longitude };
    }
  }
  if (step === 'price' && values.price.trim() !== '') {
    const price = parseWhole(values.price);
    if (price === null || price < LISTING_PRICE_MIN || price > LISTING_PRICE_MAX)
      return { field: 'price', message: hostMessages.priceOutOfRange };
  }
  if (step === 'rules') {
    if (!isListingTime(values.checkInTime)) return { field: 'checkInTime', message: listingRuleMessages.time };
    if (!isListingTime(values.checkOutTime)) return { field: 'checkOutTime', message: listingRuleMessages.time };
    const minNights = parseWhole(values.minNights);
    if (minNights === null || minNights < MIN_NIGHTS_LIMITS.min || minNights > MIN_NIGHTS_LIMITS.max)
      return { field: 'minNights', message: listingRuleMessages.minNights };
    if (values.houseRules.trim().length > HOUSE_RULES_MAX_LENGTH)
      return { field: 'houseRules', message: listingRuleMessages.houseRulesTooLong };
  }
  return null;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What a step sends (`PATCH`, or the draft's first `POST`): its own fields, blanks as null. */
export function stepPatch(step: JourneyStep, values: JourneyValues): ListingPatch {
  switch (step) {
    case 'type':
      return { type: values.type === '' ? null : values.type };
    case 'location':
      return {
        county: blankToNull(values.county),
        city: blankToNull(values.city),
        area: blankToNull(values.area),
        address: blankToNull(values.address),
        lat: parseCoordinate(values.lat),
        lng: parseCoordinate(values.lng),
        traNumber: blankToNull(values.traNumber),
      };
    case 'rooms':
      return { guests: values.guests, beds: values.beds, baths: values.baths };
    case 'amenities':
      return { amenities: values.amenities };
    case 'describe':
      return { title: blankToNull(values.title), description: blankToNull(values.description) };
    case 'price':
      return { price: parseWhole(values.price) };
    case 'rules': {
      // The rules have defaults and are never blank: a value checkStep refused is not sent.
      const minNights = parseWhole(values.minNights);
      return {
        ...(isListingTime(values.checkInTime) && { checkInTime: values.checkInTime }),
        ...(isListingTime(values.checkOutTime) && { checkOutTime: values.checkOutTime }),
        ...(minNights !== null && { minNights }),
        houseRules: {
          smoking: values.smoking,
          parties: values.parties,
          pets: values.pets,
          notes: values.houseRules.trim(),
        },
      };
    }
    default:
      return {};
  }
}
