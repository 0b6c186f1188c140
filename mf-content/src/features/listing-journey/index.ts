export { ListingJourney } from './ListingJourney';
