import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingDialogProps, ListingBookingFormProps } from 'contracts';
import { renderWithSite } from 'test-utils';
import { daysAgo, makeProperty } from '../../../test/fixtures';
import { PropertyCard } from './PropertyCard';

function FakeDialog({ property, onClose }: BookingDialogProps) {
  return (
    <div role="dialog" aria-label={`Book ${property.title}`}>
      <button type="button" onClick={onClose}>
        Close booking
      </button>
    </div>
  );
}

function FakeListingForm({ property }: ListingBookingFormProps) {
  return <form aria-label={`Booking form for ${property.title}`} />;
}

const cardLink = (title: string) => screen.getByRole('link', { name: new RegExp(title) });

describe('the property card (SPEC §2)', () => {
  it('is a link holding the title as a level-3 heading', () => {
    renderWithSite(<PropertyCard property={makeProperty({ title: 'Kilimani Garden Flat' })} variant="home" />);
    expect(within(cardLink('Kilimani Garden Flat')).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Kilimani Garden Flat',
    );
  });

  it('saves the stay from its heart without opening it, and removes it again', async () => {
    window.localStorage.clear();
    const view = renderWithSite(
      <PropertyCard property={makeProperty({ id: 'abc', title: 'Kilimani Garden Flat' })} variant="home" />,
    );
    const heart = screen.getByRole('button', { name: 'Save Kilimani Garden Flat' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove Kilimani Garden Flat from saved');
    expect(view.location().pathname).toBe('/');
    await userEvent.click(heart);
    expect(heart).toHaveAccessibleName('Save Kilimani Garden Flat');
    expect(window.localStorage.getItem('makao.savedProperties')).toBe('[]');
  });

  it('opens the detail with the property in navigation state when clicked', async () => {
    const property = makeProperty({ id: 'abc', title: 'Kilimani Garden Flat' });
    const view = renderWithSite(<PropertyCard property={property} variant="listing" />);
    await userEvent.click(screen.getByRole('heading', { name: 'Kilimani Garden Flat' }));
    expect(view.location().pathname).toBe('/property/abc');
    expect(view.location().state).toEqual({ property, back: { url: '/', scrollY: 0, showAll: false } });
  });

  it('shows the total for the searched nights beside the nightly price', () => {
    renderWithSite(
      <PropertyCard
        property={makeProperty({ title: 'Kilimani Garden Flat', price: 5500 })}
        variant="listing"
        stay={{ checkIn: '2026-12-10', checkOut: '2026-12-13' }}
      />,
    );
    expect(screen.getByText('KSh 16,500 for 3 nights')).toBeInTheDocument();
    expect(cardLink('Kilimani Garden Flat')).toHaveAccessibleName(
      'Kilimani Garden Flat, KSh 5,500 per night, KSh 16,500 for 3 nights',
    );
  });

  it('counts a check-in alone as one night, and shows no total without a price', () => {
    renderWithSite(
      <>
        <PropertyCard
          property={makeProperty({ title: 'One Night Flat', price: 4000 })}
          variant="listing"
          stay={{ checkIn: '2026-12-10' }}
        />
        <PropertyCard
          property={makeProperty({ title: 'Unpriced Flat', price: null })}
          variant="listing"
          stay={{ checkIn: '2026-12-10' }}
        />
      </>,
    );
    expect(screen.getByText('KSh 4,000 for 1 night')).toBeInTheDocument();
    expect(screen.getAllByText(/ for \d+ nights?$/)).toHaveLength(1);
  });

  it('opens the detail with Enter', async () => {
    const view = renderWithSite(
      <PropertyCard property={makeProperty({ id: 'abc', title: 'Flat' })} variant="listing" />,
    );
    cardLink('Flat').focus();
    await userEvent.keyboard('{Enter}');
    expect(view.location().pathname).toBe('/property/abc');
  });

  it('opens the detail with Space', async () => {
    const view = renderWithSite(
      <PropertyCard property={makeProperty({ id: 'abc', title: 'Flat' })} variant="listing" />,
    );
    cardLink('Flat').focus();
    await userEvent.keyboard(' ');
    expect(view.location().pathname).toBe('/property/abc');
  });

  it('shows the price as KSh {price} per night', () => {
    renderWithSite(<PropertyCard property={makeProperty({ price: 4500 })} variant="listing" />);
    expect(screen.getByText('KSh 4,500')).toBeInTheDocument();
    expect(screen.getByText('/ night')).toBeInTheDocument();
  });

  it('shows N/A when there is no price', () => {
    renderWithSite(<PropertyCard property={makeProperty({ price: null })} variant="listing" />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByText('/ night')).not.toBeInTheDocument();
  });

  it('shows the type badge', () => {
    renderWithSite(<PropertyCard property={makeProperty({ type: 'safari' })} variant="listing" />);
    expect(screen.getByText('Safari Lodge')).toBeInTheDocument();
  });

  it('shows the New badge for a listing updated within 7 days', () => {
    renderWithSite(<PropertyCard property={makeProperty({ updatedAt: daysAgo(2) })} variant="listing" />);
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('shows no New badge for a listing older than 7 days', () => {
    renderWithSite(
      <PropertyCard property={makeProperty({ createdAt: daysAgo(8), updatedAt: daysAgo(8) })} variant="listing" />,
    );
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('shows "Verified" only for a listing the API says an operator verified, and says it in the link', () => {
    const view = renderWithSite(
      <PropertyCard
        property={makeProperty({ title: 'Checked flat', verifiedAt: '2026-11-02T09:00:00.000Z' })}
        variant="listing"
      />,
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Checked flat, verified, / })).toBeInTheDocument();
    view.unmount();
    renderWithSite(<PropertyCard property={makeProperty({ title: 'Unchecked flat' })} variant="listing" />);
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Unchecked flat, KSh/ })).toBeInTheDocument();
  });

  it('shows the first picture, loaded lazily with its size reserved', () => {
    const { container } = renderWithSite(
      <PropertyCard property={makeProperty({ images: ['http://api.test/images/x.svg'] })} variant="listing" />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'http://api.test/images/x.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '400');
  });

  it('cuts the listing snippet at 60 characters', () => {
    const description = 'A bright ninth-floor studio with floor-to-ceiling windows over the Westlands skyline. More.';
    renderWithSite(<PropertyCard property={makeProperty({ description })} variant="listing" />);
    expect(screen.getByText('A bright ninth-floor studio with floor-to-ceiling windows ov...')).toBeInTheDocument();
  });

  it('cuts the home snippet at 80 characters', () => {
    const description = 'A bright ninth-floor studio with floor-to-ceiling windows over the Westlands skyline. More.';
    renderWithSite(<PropertyCard property={makeProperty({ description })} variant="home" />);
    expect(
      screen.getByText('A bright ninth-floor studio with floor-to-ceiling windows over the Westlands sky...'),
    ).toBeInTheDocument();
  });

  it('shows the default snippet when there is no description', () => {
    renderWithSite(<PropertyCard property={makeProperty({ description: '' })} variant="listing" />);
    expect(screen.getByText('Beautiful property available for booking')).toBeInTheDocument();
  });

  it('defaults to 2 guests, 1 bed and 1 bath on the listing card', () => {
    renderWithSite(
      <PropertyCard property={makeProperty({ guests: null, beds: null, baths: null })} variant="listing" />,
    );
    expect(screen.getByText('2 guests')).toBeInTheDocument();
    expect(screen.getByText('1 bed')).toBeInTheDocument();
    expect(screen.getByText('1 bath')).toBeInTheDocument();
  });

  it('says bedrooms on the home card', () => {
    renderWithSite(<PropertyCard property={makeProperty({ guests: 6, beds: 3, baths: 2 })} variant="home" />);
    expect(screen.getByText('6 guests')).toBeInTheDocument();
    expect(screen.getByText('3 bedrooms')).toBeInTheDocument();
    expect(screen.getByText('2 baths')).toBeInTheDocument();
  });
});

describe('Book Now on the home card', () => {
  it("opens booking's dialog without opening the card", async () => {
    const view = renderWithSite(<PropertyCard property={makeProperty({ title: 'Flat' })} variant="home" />, {
      route: '/',
      remotes: { 'booking/BookingDialog': FakeDialog },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('dialog', { name: 'Book Flat' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
  });

  it('does not load the booking dialog until Book Now is pressed', () => {
    renderWithSite(<PropertyCard property={makeProperty()} variant="home" />, {
      remotes: { 'booking/BookingDialog': FakeDialog },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the dialog when booking asks to', async () => {
    renderWithSite(<PropertyCard property={makeProperty({ title: 'Flat' })} variant="home" />, {
      remotes: { 'booking/BookingDialog': FakeDialog },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers phone and WhatsApp when booking cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderWithSite(<PropertyCard property={makeProperty({ title: 'Flat' })} variant="home" />, {
      route: '/',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Flat' });
    expect(within(dialog).getByText(/Online booking is unavailable right now/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(within(dialog).getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/254712345678?text='),
    );
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
  });
});

describe('the booking form in the listing card', () => {
  it("opens booking's form inside the card without opening the card", async () => {
    const view = renderWithSite(<PropertyCard property={makeProperty({ title: 'Flat' })} variant="listing" />, {
      route: '/properties',
      remotes: { 'booking/ListingBookingForm': FakeListingForm },
    });
    const bookNow = screen.getByRole('button', { name: 'Book Now' });
    expect(bookNow).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bookNow);
    expect(await screen.findByRole('form', { name: 'Booking form for Flat' })).toBeInTheDocument();
    expect(bookNow).toHaveAttribute('aria-expanded', 'true');
    expect(view.location().pathname).toBe('/properties');
  });

  it('shows the phone and WhatsApp message when booking cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithSite(<PropertyCard property={makeProperty()} variant="listing" />);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(/Online booking is unavailable right now/)).toBeInTheDocument();
  });
});
