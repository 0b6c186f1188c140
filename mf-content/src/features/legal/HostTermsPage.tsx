import { usePageMeta } from 'shared/ui';
import { Link } from 'react-router-dom';
import { site, pageTitle } from 'shared/config';
import { IDENTITY_RETENTION_DAYS, paths } from 'contracts';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { CancellationRules, HostStandards } from './policies';
import { RelatedPolicies } from './RelatedPolicies';

/** The sitemap links here (SPEC §2); the page carries the host and property standards of the terms. */
const sections: LegalSection[] = [
  {
    id: 'who',
    title: 'Who Can Host',
    body: (
      <p>
        Anyone aged 18 or over who owns a furnished property in Kenya, or has the owner&apos;s written permission to let
        it, can apply. Our team checks every listing before it is published (its photos, its address and its Tourism
        Regulatory Authority registration number) and may decline one that does not meet the standards below. A listing
        shows Verified once its host has also shown us a national ID card or passport and a selfie, which we delete{' '}
        {IDENTITY_RETENTION_DAYS} days after our decision.
      </p>
    ),
  },
  {
    id: 'standards',
    title: 'Property Standards',
    body: <HostStandards />,
  },
  {
    id: 'bookings',
    title: 'Bookings and Your Calendar',
    body: (
      <ul>
        <li>Keep your calendar up to date; a confirmed booking is a promise to the guest.</li>
        <li>Set your own nightly price in KSh. The price the guest sees is the price they pay.</li>
        <li>
          Guests reserve now and pay on arrival unless your listing asks for a deposit; deposits follow the policy
          below.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellations',
    title: 'Guest Cancellations',
    body: (
      <>
        <p>The same rules apply to every guest, so you always know where you stand:</p>
        <CancellationRules />
      </>
    ),
  },
  {
    id: 'support',
    title: 'Support and Ending the Partnership',
    body: (
      <p>
        Our host team is on call 24/7 on <a href={site.phoneHref}>{site.phone}</a>. Either side may end the listing with
        30 days&apos; notice; bookings already confirmed are honoured. Questions?{' '}
        <Link to={`${paths.contact}?inquiry=list-property`}>Talk to our host team</Link>.
      </p>
    ),
  },
];

export function HostTermsPage() {
  usePageMeta({
    title: pageTitle('Host Terms'),
    description: `The standards and rules for hosts who list their Kenyan property with ${site.name}.`,
  });
  return (
    <LegalDocument
      title="Host Terms"
      lead="What we expect from every property and host on Makao, and what you can expect from us."
      updated="Part of our Terms of Service, updated September 2024"
      sections={sections}
      footer={<RelatedPolicies current={paths.hostTerms} />}
    />
  );
}
