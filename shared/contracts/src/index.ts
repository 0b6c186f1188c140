export {
  filterAmenities,
  filterAmenityKeys,
  MAX_BEDROOMS_FILTER,
  propertyTypes,
  propertyTypeLabels,
} from './propertyTypes';
export type { FilterAmenityKey, PropertyType } from './propertyTypes';
export {
  readProperty,
  readPropertyList,
  readPropertyPage,
  readPropertyBody,
  readImages,
  readCoordinates,
  sortNewestFirst,
} from './property';
export type { Property, PropertyPage, PropertyLocation, PropertyHost, Coordinates } from './property';
export { remoteNames, exposedBy, exposesFor, remoteOf } from './remotes';
export type {
  RemoteName,
  ExposedModules,
  ExposedModuleId,
  ExposedModule,
  PropertiesPageProps,
  ListingPreset,
  ContentPageName,
  ContentPageProps,
  BookingDialogProps,
  ListingBookingFormProps,
  DetailBookingFormProps,
  HostInboxProps,
  HostCalendarProps,
  OpsListingBookingsProps,
  SessionRead,
} from './remotes';
export { paths, listingRoutes, contentRoutes } from './routes';
export { pageData, pageDataUrl, largestImageOf } from './pageData';
/**
 * What the listing's search reads (its page sizes, the search fields' limits): here as well as in
 * `contracts/rules`, so a page without a form (home, the listing) need not load that.
 */
export {
  fieldLimits,
  IDENTITY_RETENTION_DAYS,
  MAX_GUESTS,
  PROPERTY_LIST_MAX_LIMIT,
  PROPERTY_LIST_PAGE_SIZE,
} from './api';
export type { PageData, PageDataName } from './pageData';
export type { ApiErrorBody } from './errors';
export {
  STAY_TIME_ZONE,
  MAX_BOOKING_AHEAD_MONTHS,
  nairobiDate,
  isStayDate,
  parseStayDate,
  nightsBetween,
  addDays,
  laterDate,
  latestCheckIn,
  formatStayDate,
  formatStayRange,
  monthNames,
} from './stayDate';
export type { StayDateStyle } from './stayDate';
export type {
  ApiError,
  PropertyListQuery,
  PropertyListResponse,
  PropertyListPage,
  PropertyResponse,
  AvailabilityQuery,
  BookedRange,
  Availability,
  AvailabilityResponse,
  BookingRequest,
  BookingHost,
  BookingPlace,
  Booking,
  BookingResponse,
  BookingNotificationRequest,
  BookingNotificationResponse,
  ContactInquiry,
  ContactInquiryResponse,
  RemoteFailureReport,
  RemoteLoadReport,
  SiteStats,
  WpPost,
  WpPostListQuery,
  WpPostQuery,
} from './schemas';
export {
  LISTING_TIME_PATTERN,
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
  MIN_NIGHTS_LIMITS,
  HOUSE_RULES_MAX_LENGTH,
  houseRuleSwitches,
  houseRuleLabels,
  cancellationPolicies,
  cancellationPolicyOf,
  cancellationPolicyLabels,
  listingRuleMessages,
  isListingTime,
  nightsText,
  stayTooShortMessage,
} from './listingRules';
export type { HouseRules, HouseRuleSwitch, CancellationPolicy } from './listingRules';
export { formatKsh, formatPrice, formatWhole, stayTotal } from './money';
