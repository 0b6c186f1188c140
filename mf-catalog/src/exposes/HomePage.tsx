import type { ComponentType } from 'react';
import type { ExposedModules } from 'shared/contracts';
import { Hero } from '../features/home/Hero';
import { FeaturedProperties } from '../features/home/FeaturedProperties';
import { useDocumentTitle } from '../features/layout/useDocumentTitle';

function HomePage() {
  useDocumentTitle('Makao — furnished apartments, holiday homes and safari lodges in Kenya');
  return (
    <>
      <Hero />
      <FeaturedProperties />
    </>
  );
}

export default HomePage satisfies ComponentType<ExposedModules['catalog/HomePage']>;
