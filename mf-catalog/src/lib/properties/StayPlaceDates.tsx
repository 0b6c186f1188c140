import { useId } from 'react';
import { addDays, nairobiDate } from 'contracts';
import { locationLabel, searchLocations } from './locations';
import { SearchField } from './SearchField';

export type StayPlaceDatesKey = 'location' | 'checkIn' | 'checkOut';

export interface StayPlaceDatesProps {
  /** The place's value ('' for none) and the stay's plain dates ('' until chosen). */
  values: Record<StayPlaceDatesKey, string>;
  onChange: (key: StayPlaceDatesKey, value: string) => void;
  /** The place list's first option, the one that names no place ("Where are you going?"). */
  noPlace: string;
}

/**
 * The place and dates of a stay search (home's panel, the results page's bar): SPEC §9's eight
 * places, check-in from today in Nairobi, check-out from the night after check-in. A place the URL
 * names that is not one of the eight (`?location=westlands`) stays choosable.
 */
export function StayPlaceDates({ values, onChange, noPlace }: StayPlaceDatesProps) {
  const id = useId();
  const today = nairobiDate(Date.now());
  const places =
    values.location && !searchLocations.some((l) => l.value === values.location)
      ? [...searchLocations, { value: values.location, label: locationLabel(values.location) }]
      : searchLocations;
  const field = (key: StayPlaceDatesKey) => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });

  return (
    <>
      <SearchField $wide>
        <label htmlFor={`${id}-location`}>Location</label>
        <select {...field('location')}>
          <option value="">{noPlace}</option>
          {places.map((place) => (
            <option key={place.value} value={place.value}>
              {place.label}
            </option>
          ))}
        </select>
      </SearchField>
      <SearchField>
        <label htmlFor={`${id}-checkIn`}>Check-in</label>
        <input {...field('checkIn')} type="date" min={today} placeholder="YYYY-MM-DD" />
      </SearchField>
      <SearchField>
        <label htmlFor={`${id}-checkOut`}>Check-out</label>
        <input {...field('checkOut')} type="date" min={addDays(values.checkIn || today, 1)} placeholder="YYYY-MM-DD" />
      </SearchField>
    </>
  );
}
