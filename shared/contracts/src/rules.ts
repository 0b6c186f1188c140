/**
 * `contracts/rules`: what a request may hold (field limits, labels, the SPEC §5 messages, the request
 * rules as plain data and `checkRequest`), for the forms that validate with them and the API. An entry
 * of its own, so a page without a form (home) does not load it with `contracts`.
 */
export {
  fieldLimits,
  fieldLabels,
  MAX_STAY_NIGHTS,
  MAX_GUESTS,
  PROPERTY_LIST_DEFAULT_LIMIT,
  PROPERTY_LIST_MAX_LIMIT,
  PROPERTY_LIST_PAGE_SIZE,
  PROPERTY_LIST_EXACT_TOTAL_MAX,
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
export type { PropertySort, PaymentType, BookingStatus, InquiryType, RequestFormat, FieldRule } from './api';
export { bookingRequestRules, inquiryRules, checkRequest } from './requestRules';
export type { RequestRules, RequestProblem } from './requestRules';
