import { usePageMeta } from 'shared/ui';
import { site, pageTitle } from 'shared/config';
import { paths } from 'contracts';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { CancellationRules, DepositRules, RefundSteps } from './policies';
import { RelatedPolicies } from './RelatedPolicies';

/** The sitemap links here (SPEC §2); the page carries SPEC §9's cancellation and deposit policy. */
const sections: LegalSection[] = [
  {
    id: 'deposits',
    title: 'Deposits and Payment',
    body: <DepositRules />,
  },
  {
    id: 'cancelling',
    title: 'Cancelling a Stay',
    body: <CancellationRules />,
  },
  {
    id: 'refunds',
    title: 'How to Cancel and Get a Refund',
    body: <RefundSteps />,
  },
];

export function CancellationPage() {
  usePageMeta({
    title: pageTitle('Cancellation Policy'),
    description: `Free cancellation up to 48 hours before check-in on most ${site.name} stays, and how deposits and refunds work.`,
  });
  return (
    <LegalDocument
      title="Cancellation Policy"
      lead="Free cancellation up to 48 hours before check-in on most properties. Here is exactly how deposits, cancellations and refunds work."
      updated="Part of our Terms of Service, updated September 2024"
      sections={sections}
      footer={<RelatedPolicies current={paths.cancellation} />}
    />
  );
}
