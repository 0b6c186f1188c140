import { usePageMeta } from 'shared/ui';
import { Link } from 'react-router-dom';
import { site, pageTitle } from 'shared/config';
import { paths } from 'contracts';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { CancellationRules, DepositRules, HostStandards } from './policies';
import { RelatedPolicies } from './RelatedPolicies';

/** SPEC §2: agreement overview, booking, cancellation (§9), guest responsibilities, host standards. */
const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement Overview',
    body: (
      <>
        <p>
          These terms are an agreement between you and {site.name}, whose head office is in Roysambu, Nairobi. They
          apply whenever you browse our site, send a booking request or stay in a property you found through us. By
          booking you confirm that you are at least 18 years old and that the details you give us are true.
        </p>
        <p>
          {site.name} connects guests with independent hosts and manages parts of the stay on their behalf. Each host
          remains responsible for their own property; we check every listing and stand between you and the host if
          anything goes wrong.
        </p>
      </>
    ),
  },
  {
    id: 'booking',
    title: 'Booking and Reservations',
    body: (
      <>
        <p>
          A booking request holds the dates you chose once we confirm it. Prices are per night, in Kenyan shillings
          (KSh), and the total is the number of nights times the nightly price.
        </p>
        <DepositRules />
        <p>
          Your check-in details (the address, directions and the host&apos;s contact) are sent 24 hours before arrival.
          The number of guests may not exceed what the listing allows.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation Policy',
    body: (
      <>
        <CancellationRules />
        <p>
          The full policy, with how refunds are paid, is on our <Link to={paths.cancellation}>cancellation policy</Link>{' '}
          page.
        </p>
      </>
    ),
  },
  {
    id: 'guests',
    title: 'Guest Responsibilities',
    body: (
      <ul>
        <li>Bring a valid national ID or passport for every adult; hosts may ask to see it at check-in.</li>
        <li>Respect the house rules in the listing, including quiet hours, smoking rules and the guest limit.</li>
        <li>Leave the property as you found it. Damage beyond normal wear may be charged at repair cost.</li>
        <li>Events and parties need the host&apos;s written permission before you book.</li>
        <li>Tell us or the host straight away about anything broken or unsafe, so it can be fixed during your stay.</li>
      </ul>
    ),
  },
  {
    id: 'hosts',
    title: 'Host and Property Standards',
    body: (
      <>
        <p>Every property listed on {site.name} must meet these standards:</p>
        <HostStandards />
        <p>
          The complete rules for hosts are in our <Link to={paths.hostTerms}>host terms</Link>.
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  usePageMeta({
    title: pageTitle('Terms of Service'),
    description: `The terms that apply when you book a stay in Kenya through ${site.name}.`,
  });
  return (
    <LegalDocument
      title="Terms of Service"
      lead="The agreement between you and Makao when you book a stay: plain language, no surprises."
      updated="Updated September 2024"
      sections={sections}
      footer={<RelatedPolicies current={paths.terms} />}
    />
  );
}
