import { usePageMeta } from 'shared/ui';
import { site, pageTitle } from 'shared/config';
import { paths } from 'contracts';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { RelatedPolicies } from './RelatedPolicies';

/** SPEC §2: commitment, information collected, use, security, rights. */
const sections: LegalSection[] = [
  {
    id: 'commitment',
    title: 'Our Commitment',
    body: (
      <p>
        {site.name} collects only what it needs to arrange your stay, keeps it safe and never sells it. We process
        personal data in line with Kenya&apos;s Data Protection Act, 2019, and this page explains what that means in
        practice.
      </p>
    ),
  },
  {
    id: 'collected',
    title: 'Information We Collect',
    body: (
      <ul>
        <li>
          <strong>Booking details:</strong> your name, email address, phone number, number of guests, dates and any
          special requests you write to us.
        </li>
        <li>
          <strong>Inquiries:</strong> what you send through the contact form, by email, phone or WhatsApp.
        </li>
        <li>
          <strong>Technical data:</strong> basic logs from your browser (pages visited, device type and approximate
          location) that keep the site running and secure.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To confirm your booking and share the details your host needs to welcome you.</li>
        <li>To answer your questions and send your check-in details 24 hours before arrival.</li>
        <li>To process payments and refunds, and to meet our tax and accounting duties in Kenya.</li>
        <li>To improve the site. We only send marketing messages if you have asked for them.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How We Keep It Secure',
    body: (
      <p>
        Your data travels over encrypted connections and is stored on access-controlled servers. Only the staff who look
        after your booking can see it, and hosts receive just what they need for your stay. We keep booking records for
        as long as Kenyan tax law requires, then delete them.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your Rights',
    body: (
      <>
        <p>
          You may ask to see the data we hold about you, to correct it, to delete it or to object to how it is used.
          Email <a href={`mailto:${site.email}`}>{site.email}</a> and we will answer within 7 days.
        </p>
        <p>
          If you are not satisfied with our answer, you can complain to the Office of the Data Protection Commissioner
          of Kenya.
        </p>
      </>
    ),
  },
];

export function PrivacyPage() {
  usePageMeta({
    title: pageTitle('Privacy Policy'),
    description: `How ${site.name} collects, uses and protects your personal information.`,
  });
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What we collect when you book or contact us, why, and the choices you have."
      sections={sections}
      footer={<RelatedPolicies current={paths.privacy} />}
    />
  );
}
