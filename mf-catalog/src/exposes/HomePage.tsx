import { lazy, type ComponentType } from 'react';
import { usePageMeta } from 'shared/ui';
import { BelowTheFold } from '../lib/layout/BelowTheFold';
import type { ExposedModules } from 'contracts';
import { Hero } from '../features/home/Hero';
import { HomeJsonLd } from '../features/home/HomeJsonLd';

// Performance: below the fold is not on the critical path. BelowTheFold first renders this after the
// hero has painted, so its chunk is requested then, not with the page's own.
const HomeSections = lazy(() => import('../features/home/HomeSections'));

/** SPEC §2: the home page, top to bottom (the shell adds navigation and footer). */
function HomePage() {
  usePageMeta({
    title: 'Makao — vacation rentals in Kenya: apartments, holiday homes and safari lodges',
    description:
      'Book furnished apartments, holiday homes, safari lodges and serviced apartments across Kenya. Verified properties: reserve now and pay on arrival in KSh.',
  });
  return (
    <>
      <Hero />
      <BelowTheFold>
        <HomeSections />
      </BelowTheFold>
      <HomeJsonLd />
    </>
  );
}

export default HomePage satisfies ComponentType<ExposedModules['catalog/HomePage']>;
