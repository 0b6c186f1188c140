import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type ExposedModules } from 'shared/contracts';
import { formatPrice } from 'shared/ui';
import { Section } from '../features/layout/Section';
import { useProperty } from '../features/detail/useProperty';
import { useDocumentTitle } from '../features/layout/useDocumentTitle';
import { ShareButton } from '../features/detail/ShareButton';

function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { data: property, isPending, error } = useProperty(id);
  useDocumentTitle(property ? `${property.title} · Makao` : 'Property · Makao');
  if (isPending) return <Status role="status">Loading...</Status>;
  if (error || !property) {
    return (
      <Status role="alert">
        <h1>Property Not Found</h1>
        <Link to={paths.properties}>← Back to properties</Link>
      </Status>
    );
  }
  return (
    <Section>
      <Link to={paths.properties}>← Back to properties</Link>
      <h1>{property.title}</h1>
      <ShareButton title={property.title} />
      <p>{[property.location.address, property.location.city, property.location.county].filter(Boolean).join(', ')}</p>
      {property.images[0] && <Cover src={property.images[0]} alt={property.title} width={1200} height={800} />}
      <p>{formatPrice(property.price)} / night</p>
      <p>{property.description}</p>
    </Section>
  );
}

const Status = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Cover = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

export default PropertyDetailPage satisfies ComponentType<ExposedModules['catalog/PropertyDetailPage']>;
