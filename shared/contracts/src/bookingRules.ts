/**
 * `contracts/booking-rules`: what a guest's booking request may hold (SPEC §5's messages and the
 * request rules), for booking's forms. A shared entry keeps every name it exports (the page cannot
 * know which a remote uses), so the forms on the listing and the detail page take this one and not
 * `contracts/rules`, which also carries the contact form's and the API's. The field limits and the
 * guest count are in `contracts`, which every page has.
 */
export { MAX_STAY_NIGHTS, EMAIL_PATTERN, bookingErrorMessages } from './api';
export { bookingRequestRules, checkRequest } from './requestRules';
export type { RequestRules, RequestProblem } from './requestRules';
