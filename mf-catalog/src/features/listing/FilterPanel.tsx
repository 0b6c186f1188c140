import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { filterAmenities, formatWhole, MAX_BEDROOMS_FILTER, type FilterAmenityKey } from 'contracts';
import { ModalDialog } from 'shared/ui-dialog';
import { controlLook } from 'shared/ui-form';
import { usePropertyCount, type PropertyFilters } from '../../lib/properties/propertiesApi';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { OutlineButton } from '../../lib/layout/OutlineButton';
import { MAX_PRICE_FILTER, noRefine, refineFilters, refineParts, type RefineValues } from './listingFilters';

/** The count follows the guest's changes once they pause this long. */
const COUNT_PAUSE_MS = 300;

const priceProblem = ({ minPrice, maxPrice }: RefineValues): string => {
  const bad = (text: string) => text !== '' && !(/^\d+$/.test(text) && Number(text) <= MAX_PRICE_FILTER);
  if (bad(minPrice) || bad(maxPrice)) return 'Enter a price in whole shillings, for example 5000.';
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) return 'The minimum is above the maximum.';
  return '';
};

/** "12 stays", "1 stay", "about 98,000 stays". */
const staysText = (total: number, exact: boolean) =>
  `${exact ? '' : 'about '}${formatWhole(total)} ${total === 1 && exact ? 'stay' : 'stays'}`;

export interface FilterPanelProps {
  /** The filters the URL holds: the panel starts from them. */
  values: RefineValues;
  /** The search these filters narrow (place, dates, guests, type) and the search box's text: the count is of all. */
  search: PropertyFilters;
  q: string;
  onApply: (values: RefineValues) => void;
}

/**
 * The listing's filters: price per night, bedrooms and the amenities Kenyan guests ask for
 * (`filterAmenities`). The count of matching stays, from the API, follows every change before the guest
 * applies it; applying writes them to the URL.
 */
export function FilterPanel({ values, search, q, onApply }: FilterPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState(values);
  const problem = priceProblem(draft);
  const settled = useDebouncedValue(draft, COUNT_PAUSE_MS);
  const count = usePropertyCount({ ...search, ...refineFilters(settled) }, q, !priceProblem(settled));
  const set = (key: 'minPrice' | 'maxPrice' | 'bedrooms', value: string) =>
    setDraft((current) => ({ ...current, [key]: value.trim() }));
  const toggle = (key: FilterAmenityKey, on: boolean) =>
    setDraft((current) => ({
      ...current,
      amenities: filterAmenities
        .map((amenity) => amenity.key)
        .filter((k) => (k === key ? on : current.amenities.includes(k))),
    }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!problem) onApply(draft);
  };

  const counted = count.data && !problem && !count.isError;
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Filters">
      <Group>
        <legend>Price per night (KSh)</legend>
        <PriceRow>
          <Field>
            <label htmlFor={`${id}-min`}>Minimum</label>
            <input
              id={`${id}-min`}
              inputMode="numeric"
              placeholder="No minimum"
              value={draft.minPrice}
              aria-invalid={Boolean(problem) || undefined}
              aria-describedby={problem ? `${id}-price-problem` : undefined}
              onChange={(event) => set('minPrice', event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-max`}>Maximum</label>
            <input
              id={`${id}-max`}
              inputMode="numeric"
              placeholder="No maximum"
              value={draft.maxPrice}
              aria-invalid={Boolean(problem) || undefined}
              aria-describedby={problem ? `${id}-price-problem` : undefined}
              onChange={(event) => set('maxPrice', event.target.value)}
            />
          </Field>
        </PriceRow>
        {problem && <Problem id={`${id}-price-problem`}>{problem}</Problem>}
      </Group>
      <Field>
        <label htmlFor={`${id}-bedrooms`}>Bedrooms</label>
        <select id={`${id}-bedrooms`} value={draft.bedrooms} onChange={(event) => set('bedrooms', event.target.value)}>
          <option value="">Any number</option>
          {Array.from({ length: MAX_BEDROOMS_FILTER }, (_, index) => String(index + 1)).map((n) => (
            <option key={n} value={n}>
              {n}+ bedroom{n === '1' ? '' : 's'}
            </option>
          ))}
        </select>
      </Field>
      <Group>
        <legend>Amenities</legend>
        <Amenities>
          {filterAmenities.map((amenity) => (
            <li key={amenity.key}>
              <label>
                <input
                  type="checkbox"
                  checked={draft.amenities.includes(amenity.key)}
                  onChange={(event) => toggle(amenity.key, event.target.checked)}
                />
                {amenity.label}
              </label>
            </li>
          ))}
        </Amenities>
      </Group>
      <Count role="status">
        {problem
          ? ''
          : count.isError
            ? 'The stays could not be counted just now.'
            : counted
              ? count.data.total === 0
                ? 'No stays match these filters.'
                : `${staysText(count.data.total, count.data.totalExact)} match`
              : 'Counting stays...'}
      </Count>
      <Buttons>
        <ApplyButton type="submit" aria-disabled={Boolean(problem) || undefined}>
          {counted && count.data.total > 0
            ? `Show ${staysText(count.data.total, count.data.totalExact)}`
            : 'Show stays'}
        </ApplyButton>
        <OutlineButton type="button" disabled={refineParts(draft).length === 0} onClick={() => setDraft(noRefine)}>
          Clear filters
        </OutlineButton>
      </Buttons>
    </Form>
  );
}

export interface FiltersButtonProps extends Omit<FilterPanelProps, 'onApply'> {
  onApply: (values: RefineValues) => void;
}

/** "Filters (2)": opens the panel in a dialog, which applying closes. */
export function FiltersButton(props: FiltersButtonProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const applied = refineParts(props.values).length;
  return (
    <>
      <OutlineButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {applied ? `Filters (${applied})` : 'Filters'}
      </OutlineButton>
      {open && (
        <ModalDialog
          labelledBy={headingId}
          layout="form"
          onClose={() => setOpen(false)}
          header={<DialogHeading id={headingId}>Filters</DialogHeading>}
        >
          <FilterPanel
            {...props}
            onApply={(values) => {
              setOpen(false);
              props.onApply(values);
            }}
          />
        </ModalDialog>
      )}
    </>
  );
}

const DialogHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  input,
  select {
    ${controlLook('md')}
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Amenities = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  padding: 0;
  margin: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-height: 1.25rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > button {
    min-height: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.lg};
  }
  > button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const ApplyButton = styled(OutlineButton)`
  flex: 1;
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;
