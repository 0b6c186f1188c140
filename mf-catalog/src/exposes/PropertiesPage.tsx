import type { ComponentType } from 'react';
import styled from 'styled-components';
import type { ExposedModules, PropertiesPageProps } from 'shared/contracts';
import { useProperties } from '../features/properties/propertiesApi';
import { PropertyCard } from '../features/properties/PropertyCard';
import { PropertyGrid, Section, SectionHeader } from '../features/layout/Section';
import { useDocumentTitle } from '../features/layout/useDocumentTitle';

function PropertiesPage({ preset = {} }: PropertiesPageProps) {
  useDocumentTitle('All properties · Makao');
  const { data, error, isPending } = useProperties({ filters: preset });
  return (
    <Section aria-labelledby="all-heading">
      <SectionHeader>
        <h1 id="all-heading">All Properties</h1>
      </SectionHeader>
      {isPending ? (
        <Status role="status">Loading properties...</Status>
      ) : error ? (
        <Status role="alert">Error: {error.message}</Status>
      ) : (
        <PropertyGrid>
          {data.map((property) => (
            <PropertyCard key={property.id} property={property} variant="listing" />
          ))}
        </PropertyGrid>
      )}
    </Section>
  );
}

const Status = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export default PropertiesPage satisfies ComponentType<ExposedModules['catalog/PropertiesPage']>;
