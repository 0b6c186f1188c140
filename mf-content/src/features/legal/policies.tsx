import { Link } from 'react-router-dom';
import { paths } from 'contracts';

/**
 * SPEC §9's cancellation and deposit policy, written once: the terms, the cancellation page and the
 * host terms all render these, so the figures cannot drift between pages.
 */
const cancellationPolicy = {
  depositPercent: 30,
  safariDepositPercent: 50,
  balanceDueHours: 48,
  freeCancellationHours: 48,
  safariFullRefundDays: 7,
  safariHalfRefundHours: 72,
} as const;

const p = cancellationPolicy;

export function DepositRules() {
  return (
    <ul>
      <li>
        Most stays are reserved now and paid on arrival. Where a property asks for a deposit to hold your dates, the
        deposit is <strong>{p.depositPercent}%</strong> of the total for furnished apartments and holiday homes, and{' '}
        <strong>{p.safariDepositPercent}%</strong> for safari accommodation.
      </li>
      <li>
        The balance is due <strong>{p.balanceDueHours} hours before check-in</strong>. We accept M-Pesa, bank transfer,
        Visa/Mastercard and mobile money; all amounts are in Kenyan shillings (KSh).
      </li>
    </ul>
  );
}

export function CancellationRules() {
  return (
    <ul>
      <li>
        <strong>Free cancellation up to {p.freeCancellationHours} hours before check-in</strong> on furnished
        apartments, holiday homes and serviced apartments: any deposit you paid is refunded in full.
      </li>
      <li>
        If you cancel <strong>within {p.freeCancellationHours} hours of check-in</strong>, or do not arrive, the deposit
        is forfeited.
      </li>
      <li>
        <strong>Safari accommodation:</strong> give at least <strong>{p.safariFullRefundDays} days&apos; notice</strong>{' '}
        for a full refund, or at least <strong>{p.safariHalfRefundHours} hours&apos; notice</strong> for a 50% refund.
        Camps and lodges commit park fees and supplies in advance, which is why their notice periods are longer.
      </li>
      <li>
        <strong>Force majeure:</strong> if a natural disaster, government travel restriction or similar event outside
        your control stops the stay, you receive a full refund.
      </li>
    </ul>
  );
}

export function RefundSteps() {
  return (
    <ul>
      <li>
        To cancel, call or WhatsApp us, or send us a message through the <Link to={paths.contact}>contact page</Link>{' '}
        with your booking reference. The time we receive your request is the time that counts.
      </li>
      <li>Refunds go back the way you paid: M-Pesa within 2 working days, cards and bank transfers within 7 to 10.</li>
      <li>
        If a property is not as described when you arrive, tell us within 24 hours: we move you to a comparable property
        or refund the nights you do not use.
      </li>
    </ul>
  );
}

/** The standards every property must meet (SPEC §2, "host and property standards" of the terms). */
export function HostStandards() {
  return (
    <ul>
      <li>
        <strong>Accurate listings.</strong> Photos, amenities, bed counts and the location must match the property on
        the day of arrival. Our team checks the photos, the address and the Tourism Regulatory Authority registration of
        every listing before it is published.
      </li>
      <li>
        <strong>Right to let.</strong> Hosts must own the property or hold written permission to rent it out, register
        it with the Tourism Regulatory Authority as every short-term rental in Kenya must be, and keep any county
        licences their area requires.
      </li>
      <li>
        <strong>Safe and clean.</strong> Working locks on every outside door, a fire extinguisher and first-aid kit,
        clean linen and towels for every guest, and safe water and power (or clear notice of outages).
      </li>
      <li>
        <strong>Honour confirmed bookings.</strong> A host who cancels a confirmed stay must help us find the guest a
        comparable place, and repeated cancellations end the listing.
      </li>
      <li>
        <strong>Fair prices.</strong> The nightly price in KSh is the whole price: no cleaning or booking charges added
        at the door.
      </li>
      <li>
        <strong>Respect for privacy.</strong> No cameras or recording devices inside the property; outdoor cameras must
        be shown in the listing.
      </li>
      <li>
        <strong>Responsive.</strong> Hosts answer guests and our support team promptly, and meet guests (or arrange a
        clear self check-in) on the day of arrival.
      </li>
    </ul>
  );
}
