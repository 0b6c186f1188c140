import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { nairobiDate } from 'contracts';
import { useToast } from 'shared/state';
import { media } from 'shared/ui';
import { locationLabel, quickSearchCities } from '../../lib/properties/locations';
import {
  guestRanges,
  searchHref,
  searchMessages,
  SEARCH_REDIRECT_MS,
  validateHomeSearch,
  type HomeSearchForm,
} from './homeSearch';
import { SearchField } from '../../lib/properties/SearchField';
import { StayPlaceDates } from '../../lib/properties/StayPlaceDates';

/** SPEC §9's first range, "1-2 guests", is chosen until the guest picks another. */
const emptyForm: HomeSearchForm = { location: '', checkIn: '', checkOut: '', guests: guestRanges[0].value };

/** SPEC §2/§4/§5: the home search panel, its validation toasts and the 1-second redirect. */
export function SearchPanel() {
  const navigate = useNavigate();
  const toast = useToast();
  const [form, setForm] = useState<HomeSearchForm>(emptyForm);
  const [searching, setSearching] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = (key: keyof HomeSearchForm, value: string) => setForm((current) => ({ ...current, [key]: value }));

  const search = (values: HomeSearchForm) => {
    if (searching) return;
    const problem = validateHomeSearch(values, nairobiDate(Date.now()));
    if (problem) {
      toast(problem);
      return;
    }
    setSearching(true);
    timer.current = window.setTimeout(() => {
      try {
        navigate(searchHref(values));
      } catch (error) {
        console.error('[catalog] search navigation failed', error);
        toast({ ...searchMessages.searchError, variant: 'destructive' });
        setSearching(false);
      }
    }, SEARCH_REDIRECT_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(form);
  };

  const quickSearch = (city: string) => {
    const values = { ...form, location: city };
    setForm(values);
    search(values);
  };

  return (
    <Panel role="search" aria-label="Find a stay">
      <Form onSubmit={onSubmit} noValidate>
        <StayPlaceDates values={form} onChange={set} noPlace="Where are you going?" />
        <SearchField $wide>
          <label htmlFor="search-guests">Guests</label>
          <select id="search-guests" value={form.guests} onChange={(event) => set('guests', event.target.value)}>
            {guestRanges.map((range) => (
              <option key={range.value} value={range.value}>
                {range.label}
              </option>
            ))}
          </select>
        </SearchField>
        <SearchButton type="submit" disabled={searching}>
          {searching ? 'Redirecting to Results...' : 'Search'}
        </SearchButton>
      </Form>
      <span role="status" className="visually-hidden">
        {searching ? `Searching stays in ${locationLabel(form.location)}` : ''}
      </span>
      <Quick role="group" aria-labelledby="quick-search-label">
        <span id="quick-search-label">Popular:</span>
        {quickSearchCities.map((city) => (
          <QuickButton key={city} type="button" disabled={searching} onClick={() => quickSearch(city)}>
            {locationLabel(city)}
          </QuickButton>
        ))}
      </Quick>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 60rem;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.desktop} {
    grid-template-columns: minmax(0, 1.4fr) repeat(3, minmax(0, 1fr)) auto;
    align-items: end;
  }
`;

// One width whatever it says on a desktop: SPEC §4's "Redirecting to Results..." wraps inside it
// (smaller) instead of widening its column and squeezing the date fields.
const SearchButton = styled.button`
  grid-column: 1 / -1;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  line-height: 1.15;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  cursor: pointer;
  ${media.desktop} {
    grid-column: auto;
    width: 8rem;
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.85;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
`;

const QuickButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.ink};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
