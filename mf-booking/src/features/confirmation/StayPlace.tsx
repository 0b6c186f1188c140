import { useState } from 'react';
import styled from 'styled-components';
import type { BookingPlace } from 'contracts';
import { FormAlert } from '../../lib/form/form.styles';
import { stayCalendar, type GuestBooking } from '../../lib/lifecycle/guestBookingApi';

/** The street address with its neighbourhood and city, each once. */
const placeLine = ({ address, area, city }: BookingPlace) =>
  [address, area, city]
    .filter((part, index, all) => part && !all.slice(0, index).some((p) => p.includes(part)))
    .join(', ');

/** Directions to the exact place (Google Maps' documented URL form), from wherever the guest is. */
function directionsHref(place: BookingPlace): string {
  const destination = place.coordinates
    ? `${place.coordinates.lat},${place.coordinates.lng}`
    : [place.address, place.city, 'Kenya'].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * A phone number in WhatsApp's international form (digits only, country code first): Kenyan
 * numbers written 07…/01… become 2547…/2541…; null when it is not a number WhatsApp could open.
 */
export function whatsappNumberOf(phone: string): string | null {
  const digits = phone.replace(/[^\d]/g, '');
  const international = /^0[17]\d{8}$/.test(digits) ? `254${digits.slice(1)}` : digits;
  return /^[1-9]\d{7,14}$/.test(international) ? international : null;
}

/**
 * A confirmed stay's place and the ways to reach it (the host has confirmed, so the server sent the
 * street, the pin and the host's phone): the address, directions, the stay in the guest's calendar
 * (.ics from the API, with the manage token) and WhatsApp to the host.
 */
export function StayPlace({ booking }: { booking: GuestBooking }) {
  const [calendar, setCalendar] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const { place } = booking;
  const whatsapp = booking.host?.phone ? whatsappNumberOf(booking.host.phone) : null;
  const hostName = booking.host?.name;

  const addToCalendar = async () => {
    if (calendar.busy) return;
    setCalendar({ busy: true, error: null });
    const outcome = await stayCalendar(booking.bookingReference, booking.manageToken);
    if (!outcome.ok) {
      setCalendar({ busy: false, error: outcome.error });
      return;
    }
    const url = URL.createObjectURL(new Blob([outcome.data], { type: 'text/calendar' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `makao-${booking.bookingReference.toLowerCase()}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setCalendar({ busy: false, error: null });
  };

  return (
    <Root aria-labelledby="stay-place-heading">
      <h2 id="stay-place-heading">Where you are staying</h2>
      {place && <Address>{placeLine(place)}</Address>}
      <Ways>
        {place && (
          <a href={directionsHref(place)} target="_blank" rel="noreferrer">
            Get directions
          </a>
        )}
        <button type="button" onClick={() => void addToCalendar()} aria-busy={calendar.busy}>
          {calendar.busy ? 'Preparing your calendar…' : 'Add to calendar'}
        </button>
        {whatsapp && (
          <a
            href={`https://wa.me/${whatsapp}?text=${encodeURIComponent(
              `Hello${hostName ? ` ${hostName}` : ''}, this is ${booking.name} (booking ${booking.bookingReference}).`,
            )}`}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp the host
          </a>
        )}
      </Ways>
      {calendar.error && <FormAlert role="alert">{calendar.error}</FormAlert>}
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Address = styled.p`
  font-weight: 600;
`;

const Ways = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
`;
