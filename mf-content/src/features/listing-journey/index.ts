export { ListingJourney } from './ListingJourney';
export type { ListingJourneyProps } from './ListingJourney';
