import { FaqList } from 'shared/ui-faq';
import { RevealSection, SectionHeader } from '../../lib/layout/Section';
import { faqs } from './homeContent';

/** SPEC §2/§4: the home page's FAQ (one answer open at a time, in the shared accordion). */
export function Faq() {
  return (
    <RevealSection aria-labelledby="faq-heading">
      <SectionHeader>
        <h2 id="faq-heading">Frequently asked questions</h2>
      </SectionHeader>
      <FaqList items={faqs} />
    </RevealSection>
  );
}
