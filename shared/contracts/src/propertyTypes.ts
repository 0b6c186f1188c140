/** The kinds of stay the site lists (SPEC §3), one list for the schemas, the filters and the badges. */
export const propertyTypes = ['apartments', 'homes', 'corporate', 'safari', 'beach'] as const;
export type PropertyType = (typeof propertyTypes)[number];

/** Labels for the type badge and filters. */
export const propertyTypeLabels: Record<PropertyType, string> = {
  apartments: 'Furnished Apartment',
  homes: 'Holiday Home',
  corporate: 'Corporate Housing',
  safari: 'Safari Lodge',
  beach: 'Beach Rental',
};

/**
 * The amenities guests can filter the listing by, one vocabulary for the host wizard's choices, the
 * seed, the API's filter and the listing's filter panel: each key (in the URL, `amenities=wifi,pool`)
 * stands for one amenity name, stored exactly so in a property's `amenities`.
 */
export const filterAmenities = [
  { key: 'backup-power', name: 'Backup generator', label: 'Backup power (generator)' },
  { key: 'water-tank', name: 'Water tank', label: 'Water tank' },
  { key: 'parking', name: 'Parking', label: 'Parking' },
  { key: 'security', name: 'Security guard', label: 'Security guard' },
  { key: 'wifi', name: 'Wi-Fi', label: 'Wi-Fi' },
  { key: 'pool', name: 'Swimming pool', label: 'Pool' },
] as const;
export type FilterAmenityKey = (typeof filterAmenities)[number]['key'];
export const filterAmenityKeys = filterAmenities.map((amenity) => amenity.key) as FilterAmenityKey[];

/** The most bedrooms the listing's filter asks for ("5+"). */
export const MAX_BEDROOMS_FILTER = 5;
