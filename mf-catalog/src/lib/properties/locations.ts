/**
 * The places guests search for. Values are the listing's `location` query values (SPEC §2 lists
 * nairobi, mombasa, diani, masai-mara, nakuru); the API matches them against a property's area,
 * address, city and county, reading dashes as spaces and "masai" as "Maasai".
 */
export interface SearchLocation {
  value: string;
  label: string;
}

/** SPEC §9: the eight search locations, in the spec's order. */
export const searchLocations: readonly SearchLocation[] = [
  { value: 'nairobi', label: 'Nairobi' },
  { value: 'mombasa', label: 'Mombasa' },
  { value: 'kisumu', label: 'Kisumu' },
  { value: 'nakuru', label: 'Nakuru' },
  { value: 'masai-mara', label: 'Maasai Mara' },
  { value: 'diani', label: 'Diani Beach' },
  { value: 'watamu', label: 'Watamu' },
  { value: 'naivasha', label: 'Lake Naivasha' },
];

/** SPEC §2: the home search's quick buttons. */
export const quickSearchCities = ['nairobi', 'mombasa', 'kisumu', 'nakuru'] as const;

/** SPEC §2/§9: the listing's per-county sections. */
export const countySections = ['Nairobi', 'Mombasa', 'Kisumu'] as const;

const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** "nairobi" → "Nairobi", "masai-mara" → "Maasai Mara", anything else in title case. */
export function locationLabel(value: string): string {
  const known = searchLocations.find((l) => l.value === value.toLowerCase());
  return known ? known.label : titleCase(value.replace(/[-_]+/g, ' ').trim());
}
