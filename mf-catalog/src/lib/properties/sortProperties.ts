import { sortNewestFirst, type Property } from 'shared/contracts';

/** SPEC §2: the listing's Sort by menu. The values are the API's sort names. */
export const sortOptions = [
  { value: 'newest', label: 'Newest First' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
] as const;

export type SortValue = (typeof sortOptions)[number]['value'];

export function isSortValue(value: string | null): value is SortValue {
  return sortOptions.some((option) => option.value === value);
}

/** Sorted copy; properties without a price go last either way, newest first among equals. */
export function sortProperties(list: readonly Property[], sort: SortValue): Property[] {
  const newest = sortNewestFirst(list);
  if (sort === 'newest') return newest;
  const direction = sort === 'price_asc' ? 1 : -1;
  return newest
    .map((property, index) => ({ property, index }))
    .sort((a, b) => {
      const pa = a.property.price;
      const pb = b.property.price;
      if (pa === null || pb === null) return pa === pb ? a.index - b.index : pa === null ? 1 : -1;
      return (pa - pb) * direction || a.index - b.index;
    })
    .map(({ property }) => property);
}
