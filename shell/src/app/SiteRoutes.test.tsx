import { screen } from '@testing-library/react';
import type { ContentPageProps, PropertiesPageProps } from 'contracts';
import { renderWithSite } from 'test-utils';
import { showsHome, SiteRoutes } from './SiteRoutes';

const remotes = {
  'catalog/HomePage': () => <h1>Home page</h1>,
  'catalog/PropertiesPage': ({ preset }: PropertiesPageProps) => <h1>Listing {JSON.stringify(preset ?? {})}</h1>,
  'catalog/PropertyDetailPage': () => <h1>Detail page</h1>,
  'booking/BookingSubmittedPage': () => <h1>Submitted page</h1>,
  'booking/BookingConfirmationPage': () => <h1>Confirmation page</h1>,
  'content/ContentPage': ({ page }: ContentPageProps) => <h1>Content {page}</h1>,
  'content/HostingArea': () => <h1>Hosting area</h1>,
};

const at = (route: string) => renderWithSite(<SiteRoutes />, { route, remotes });

describe('the route table (SPEC §2)', () => {
  it.each([
    ['/', 'Home page'],
    ['/properties', 'Listing {}'],
    ['/property/abc', 'Detail page'],
    ['/properties/abc', 'Detail page'],
    ['/about', 'Content about'],
    ['/contact', 'Content contact'],
    ['/blog', 'Content blog'],
    ['/blog/7', 'Content blog-post'],
    ['/terms', 'Content terms'],
    ['/privacy', 'Content privacy'],
    ['/sitemap', 'Content sitemap'],
    ['/help', 'Content help'],
    ['/help-center', 'Content help'],
    ['/become-host', 'Content become-host'],
    ['/host', 'Content become-host'],
    ['/cancellation', 'Content cancellation'],
    ['/host-terms', 'Content host-terms'],
    ['/booking-submitted', 'Submitted page'],
    ['/booking-confirmation', 'Confirmation page'],
    ['/hosting', 'Hosting area'],
    ['/hosting/login', 'Hosting area'],
    ['/hosting/listings/abc', 'Hosting area'],
    ['/no/such/page', 'Home page'],
  ])('%s shows %s', async (route, heading) => {
    at(route);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/furnished-apartments', { type: 'apartments' }],
    ['/holiday-homes', { type: 'homes' }],
    ['/safari-accommodation', { type: 'safari' }],
    ['/serviced-apartments', { type: 'corporate' }],
    ['/nairobi-rentals', { location: 'nairobi' }],
    ['/mombasa-rentals', { location: 'mombasa' }],
    ['/diani-beach-rentals', { location: 'diani' }],
  ])('%s shows the listing preset to %j', async (route, preset) => {
    at(route);
    expect(await screen.findByRole('heading', { name: `Listing ${JSON.stringify(preset)}` })).toBeInTheDocument();
  });

  it('treats / and unknown paths as the home page, declared routes as not', () => {
    expect(showsHome('/')).toBe(true);
    expect(showsHome('/somewhere')).toBe(true);
    expect(showsHome('/about')).toBe(false);
    expect(showsHome('/property/1')).toBe(false);
  });
});
