export { HostListings } from './HostListings';
