/** SPEC §2: the listing's Sort by menu. The values are the API's sort names: the API sorts. */
export const sortOptions = [
  { value: 'newest', label: 'Newest First' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
] as const;

export type SortValue = (typeof sortOptions)[number]['value'];

export function isSortValue(value: string | null): value is SortValue {
  return sortOptions.some((option) => option.value === value);
}
