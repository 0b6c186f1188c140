import styled from 'styled-components';
import type { FilterChip } from './listingFilters';

export interface FilterChipsProps {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClear: () => void;
}

/** Each active filter, removable; removing one updates the URL (and so the list). */
export function FilterChips({ chips, onRemove, onClear }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <Root aria-label="Active filters">
      <List>
        {chips.map((chip) => (
          <Chip key={chip.key}>
            <span>{chip.label}</span>
            <button type="button" aria-label={`Remove filter ${chip.label}`} onClick={() => onRemove(chip)}>
              ×
            </button>
          </Chip>
        ))}
      </List>
      {chips.length > 1 && (
        <ClearButton type="button" onClick={onClear}>
          Clear all filters
        </ClearButton>
      )}
    </Root>
  );
}

const Root = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xxs} ${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  button {
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 1.1rem;
    line-height: 1;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const ClearButton = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
