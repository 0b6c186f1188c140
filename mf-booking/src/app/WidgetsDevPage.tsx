import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { readPropertyList } from 'contracts';
import { apiUrl, requestApiJson } from 'shared/config';
import { media, RemoteModule, RemoteSkeleton, RetryButton } from 'shared/ui';

/**
 * Standalone only: the three booking widgets for sample properties from the API, laid out as the
 * catalog shows them (home card dialog, listing card, detail side column). `?property=<index>` picks
 * a property, `?dialog=open` opens the dialog at once (handy for screenshots).
 */
export function WidgetsDevPage() {
  const [params, setParams] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(params.get('dialog') === 'open');
  const properties = useQuery({
    queryKey: ['dev', 'sample-properties'],
    queryFn: async ({ signal }) =>
      readPropertyList(await requestApiJson(apiUrl('/api/properties?limit=12'), { signal })),
  });
  if (properties.isPending) return <RemoteSkeleton />;
  if (properties.isError) {
    return (
      <Page>
        <p>Could not load sample properties from the API ({properties.error.message}). Is it running on port 4000?</p>
        <RetryButton type="button" onClick={() => void properties.refetch()}>
          Retry
        </RetryButton>
      </Page>
    );
  }
  const list = properties.data;
  const index = Math.min(Number(params.get('property') ?? 0) || 0, Math.max(list.length - 1, 0));
  const property = list[index];
  if (!property) return <Page>The API has no properties.</Page>;

  return (
    <Page>
      <h1>Booking widgets</h1>
      <label>
        Sample property{' '}
        <select
          value={index}
          onChange={(event) => setParams((p) => (p.set('property', event.target.value), p), { replace: true })}
        >
          {list.map((p, i) => (
            <option key={p.id} value={i}>
              {p.title} ({p.city}, max {p.guests ?? '?'} guests)
            </option>
          ))}
        </select>
      </label>
      <Layout>
        <section>
          <h2>Home card: Book Now dialog</h2>
          <Card>
            <strong>{property.title}</strong>
            <button type="button" onClick={() => setDialogOpen(true)}>
              Book Now
            </button>
          </Card>
          {dialogOpen && (
            <RemoteModule
              id="booking/BookingDialog"
              props={{ property, onClose: () => setDialogOpen(false) }}
              skeleton={null}
            />
          )}
          <h2>Listing card form</h2>
          <Card>
            <strong>{property.title}</strong>
            <RemoteModule id="booking/ListingBookingForm" props={{ property }} skeleton={null} />
          </Card>
        </section>
        <section>
          <h2>Detail page side column</h2>
          <RemoteModule
            id="booking/DetailBookingForm"
            props={{
              propertyId: property.id,
              title: property.title,
              price: property.price,
              maxGuests: property.guests,
              property,
            }}
            skeleton={null}
          />
        </section>
      </Layout>
    </Page>
  );
}

const Page = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  select {
    max-width: 100%;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.desktop} {
    grid-template-columns: minmax(0, 24rem) minmax(0, 26rem);
    justify-content: space-between;
  }
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 24rem;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
