import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_GUESTS, nairobiDate, propertyTypeLabels, propertyTypes } from 'contracts';
import { useToast } from 'shared/state';
import { media } from 'shared/ui';
import { stayDatesProblem } from '../../lib/properties/searchRules';
import type { SearchValues } from './listingFilters';
import { SearchField } from '../../lib/properties/SearchField';
import { StayPlaceDates } from '../../lib/properties/StayPlaceDates';

export interface SearchBarProps {
  /** The search the URL holds; the bar starts from it (remount it with a new key when the URL changes). */
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  /** Present while the search narrows the list: clears it. */
  onClear?: () => void;
}

/**
 * The results page's search, editable in place: place, dates, guests and type. Searching goes to a new
 * address (SPEC §2's query parameters), so the browser's back button returns to the search before.
 */
export function SearchBar({ values, onSearch, onClear }: SearchBarProps) {
  const toast = useToast();
  const [form, setForm] = useState(values);
  const today = nairobiDate(Date.now());
  const set = (key: keyof SearchValues, value: string) => setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = stayDatesProblem(form.checkIn, form.checkOut, today);
    if (problem) {
      toast(problem);
      return;
    }
    onSearch(form);
  };

  return (
    <Form role="search" aria-label="Change your search" onSubmit={onSubmit} noValidate>
      <StayPlaceDates values={form} onChange={set} noPlace="Anywhere in Kenya" />
      <SearchField>
        <label htmlFor="results-guests">Guests</label>
        <input
          id="results-guests"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_GUESTS}
          placeholder="Any"
          value={form.guests}
          onChange={(event) => set('guests', event.target.value)}
        />
      </SearchField>
      <SearchField>
        <label htmlFor="results-type">Type</label>
        <select id="results-type" value={form.type} onChange={(event) => set('type', event.target.value)}>
          <option value="">Any type</option>
          {propertyTypes.map((type) => (
            <option key={type} value={type}>
              {propertyTypeLabels[type]}
            </option>
          ))}
        </select>
      </SearchField>
      <Buttons>
        <SearchButton type="submit">Search</SearchButton>
        {onClear && (
          <ClearButton type="button" onClick={onClear}>
            Clear search
          </ClearButton>
        )}
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.desktop} {
    grid-template-columns: minmax(0, 1.3fr) repeat(2, minmax(0, 1fr)) minmax(0, 0.7fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  grid-column: 1 / -1;
  ${media.desktop} {
    grid-column: auto;
    flex-wrap: nowrap;
  }
`;

const SearchButton = styled.button`
  flex: 1;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const ClearButton = styled.button`
  min-height: 2.75rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  white-space: nowrap;
`;
