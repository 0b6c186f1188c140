import { BelowTheFold } from '../../lib/layout/BelowTheFold';
import { FeaturedProperties } from './FeaturedProperties';
import { Destinations, PropertyTypes } from './PlaceTiles';
import { WhyChooseUs } from './WhyChooseUs';
import { Testimonials } from './Testimonials';
import { PressLogos } from './PressLogos';
import { Faq } from './Faq';

/**
 * SPEC §2: the home page below its hero, top to bottom. A chunk of its own (HomePage loads it after
 * the hero has painted: below the fold is lazy-loaded), revealed one section a frame.
 */
export default function HomeSections() {
  return (
    <BelowTheFold>
      <FeaturedProperties />
      <Destinations />
      <WhyChooseUs />
      <PropertyTypes />
      <Testimonials />
      <PressLogos />
      <Faq />
    </BelowTheFold>
  );
}
