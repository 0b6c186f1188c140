/**
 * A confirmed stay as one iCalendar event, for the guest's own calendar: from check-in to check-out
 * at the listing's own times in Nairobi (its rules, migration 024) (EAT, UTC+3, no daylight saving), written in UTC so every calendar
 * shows the right moment wherever the guest's phone is. The exact address and pin are in it: the
 * route gives it only once the host has confirmed.
 */
import { createEvent, type DateArray } from 'ics';
import { formatKsh } from 'contracts';
import type { BookingRecord } from './lifecycle';

/** Nairobi is UTC+3 all year. */
const NAIROBI_OFFSET_HOURS = 3;

/** `YYYY-MM-DD` at `HH:MM` in Nairobi, as a UTC date array. */
function nairobiMomentUtc(date: string, time: string): DateArray {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const moment = new Date(Date.UTC(year, month - 1, day, hour - NAIROBI_OFFSET_HOURS, minute));
  return [
    moment.getUTCFullYear(),
    moment.getUTCMonth() + 1,
    moment.getUTCDate(),
    moment.getUTCHours(),
    moment.getUTCMinutes(),
  ];
}

/** The `.ics` text of the stay; `manageUrl` opens My Booking. */
export function stayEvent(record: BookingRecord, manageUrl: string): string {
  const place = [record.address, record.area, record.city].filter(Boolean).join(', ');
  const host = record.host_name ? `Host: ${record.host_name}${record.host_phone ? `, ${record.host_phone}` : ''}` : '';
  const { error, value } = createEvent({
    uid: `booking-${record.id}@makao.co.ke`,
    productId: 'makao.co.ke/booking',
    title: `Stay at ${record.title}`,
    start: nairobiMomentUtc(record.check_in, record.check_in_time),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: nairobiMomentUtc(record.check_out, record.check_out_time),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: place,
    ...(record.lat !== null && record.lng !== null && { geo: { lat: record.lat, lon: record.lng } }),
    description: [
      `Booking ${record.reference}: check-in after ${record.check_in_time}, check-out before ${record.check_out_time} (Nairobi time).`,
      host,
      `${formatKsh(record.total_amount)}, paid on arrival.`,
      `My Booking: ${manageUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
    url: manageUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('the stay event could not be built');
  return value;
}
