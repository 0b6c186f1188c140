import styled from 'styled-components';
import type { SavedStay } from 'contracts/saved';
import { PropertyCard } from '../../lib/properties/PropertyCard';
import { PropertyGrid } from '../../lib/layout/Section';
import { formatSearchedStay, type SearchedStay } from '../../lib/properties/stay';

export interface SavedStayListProps {
  stays: readonly SavedStay[];
  /** The dates the availability was asked for (none: no availability line). */
  stay: SearchedStay | undefined;
  label: string;
}

/**
 * The saved stays as cards, each with what the API said of its dates: free for the whole stay, or
 * not (a night booked or blocked). Nothing is said without dates.
 */
export function SavedStayList({ stays, stay, label }: SavedStayListProps) {
  const dates = stay ? formatSearchedStay(stay) : '';
  return (
    <Grid as="ul" aria-label={label}>
      {stays.map(({ property, available }) => (
        <Item key={property.id}>
          {stay && available !== null && (
            <Availability $free={available}>
              <span aria-hidden="true">{available ? '✓' : '✕'}</span>{' '}
              {available ? `Free for ${dates}` : `Not free for ${dates}`}
            </Availability>
          )}
          <PropertyCard property={property} variant="home" stay={stay} />
        </Item>
      ))}
    </Grid>
  );
}

const Grid = styled(PropertyGrid)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  min-width: 0;
`;

const Availability = styled.p<{ $free: boolean }>`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  background: ${({ $free, theme }) => ($free ? theme.colors.primarySoft : theme.colors.dangerSoft)};
  color: ${({ $free, theme }) => ($free ? theme.colors.primaryDark : theme.colors.danger)};
`;
