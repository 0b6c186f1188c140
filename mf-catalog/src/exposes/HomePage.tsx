import { BelowTheFold, usePageMeta } from 'shared/ui';
import type { ComponentType } from 'react';
import type { ExposedModules } from 'shared/contracts';
import { Hero } from '../features/home/Hero';
import { FeaturedProperties } from '../features/home/FeaturedProperties';
import { Destinations, PropertyTypes } from '../features/home/PlaceTiles';
import { WhyChooseUs } from '../features/home/WhyChooseUs';
import { Testimonials } from '../features/home/Testimonials';
import { PressLogos } from '../features/home/PressLogos';
import { Faq } from '../features/home/Faq';
import { HomeJsonLd } from '../features/home/HomeJsonLd';

/** SPEC §2: the home page, top to bottom (the shell adds navigation and footer). */
function HomePage() {
  usePageMeta({
    title: 'Makao — vacation rentals in Kenya: apartments, holiday homes and safari lodges',
    description:
      'Book furnished apartments, holiday homes, safari lodges and serviced apartments across Kenya. 500+ verified properties, reserve now and pay on arrival in KSh.',
  });
  return (
    <>
      <Hero />
      <BelowTheFold>
        <FeaturedProperties />
        <Destinations />
        <WhyChooseUs />
        <PropertyTypes />
        <Testimonials />
        <PressLogos />
        <Faq />
      </BelowTheFold>
      <HomeJsonLd />
    </>
  );
}

export default HomePage satisfies ComponentType<ExposedModules['catalog/HomePage']>;
