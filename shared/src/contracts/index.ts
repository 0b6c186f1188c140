export {
  propertyTypes,
  propertyTypeLabels,
  readProperty,
  readPropertyList,
  readPropertyBody,
  readImages,
  readCoordinates,
  sortNewestFirst,
} from './property';
export type { Property, PropertyType, PropertyLocation, PropertyHost, Coordinates } from './property';
export { remoteNames, exposedBy, exposesFor, remoteOf, importersOf, loadedBy } from './remotes';
export type {
  RemoteName,
  ExposedModules,
  ExposedModuleId,
  ExposedModule,
  RemoteRegistry,
  RemoteEntry,
  RemoteVersion,
  PropertiesPageProps,
  ListingPreset,
  ContentPageName,
  ContentPageProps,
  BookingDialogProps,
  ListingBookingFormProps,
  DetailBookingFormProps,
} from './remotes';
export { paths, listingRoutes, contentRoutes } from './routes';
export { pageData, pageDataUrl, largestImageOf } from './pageData';
export type { PageData, PageDataName } from './pageData';
export type { ApiErrorBody } from './errors';
export {
  fieldLimits,
  fieldLabels,
  MAX_STAY_NIGHTS,
  MAX_GUESTS,
  PROPERTY_LIST_DEFAULT_LIMIT,
  PROPERTY_LIST_MAX_LIMIT,
  AVAILABILITY_MAX_DAYS,
  BLOG_MAX_PER_PAGE,
  BLOG_PAGE_SIZE,
  propertySorts,
  paymentTypes,
  bookingStatuses,
  inquiryTypes,
  inquiryTypeLabels,
  bookingRequiredFields,
  inquiryRequiredFields,
  apiErrorMessages,
  bookingErrorMessages,
  EMAIL_PATTERN,
  isValidPhone,
  requestFormats,
  emailRule,
  phoneRule,
  tooLongMessage,
} from './api';
export { bookingRequestRules, inquiryRules, checkRequest } from './requestRules';
export type { RequestRules, RequestProblem } from './requestRules';
export {
  STAY_TIME_ZONE,
  MAX_BOOKING_AHEAD_MONTHS,
  nairobiDate,
  isStayDate,
  parseStayDate,
  nightsBetween,
  addDays,
  latestCheckIn,
  formatStayDate,
} from './stayDate';
export type { StayDateStyle } from './stayDate';
export type { PropertySort, PaymentType, BookingStatus, InquiryType, RequestFormat, FieldRule } from './api';
export type {
  ApiError,
  PropertyListQuery,
  PropertyListResponse,
  PropertyResponse,
  AvailabilityQuery,
  BookedRange,
  Availability,
  AvailabilityResponse,
  BookingRequest,
  BookingHost,
  Booking,
  BookingResponse,
  BookingNotificationRequest,
  BookingNotificationResponse,
  ContactInquiry,
  ContactInquiryResponse,
  RemoteFailureReport,
  WpPost,
  WpPostListQuery,
  WpPostQuery,
} from './schemas';
export { readBooking, readBookingBody, referenceOf } from './booking';
export type { BookingAsRead } from './booking';
export { formatKsh, formatPrice } from './money';
export { escapeHtml } from './html';
