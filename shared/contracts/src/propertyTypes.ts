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
