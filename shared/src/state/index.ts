export { toastQueueAtom, pushToastAtom, dismissToastAtom, useToast, TOAST_DURATION_MS } from './toasts';
export type { Toast, ToastInput } from './toasts';
export { propertyCacheAtom, cachePropertiesAtom } from './properties';
export { lastBookingAtom } from './booking';
export type { LastBooking } from './booking';
export { staySearchAtom, readStaySearch, hasStaySearch } from './staySearch';
export type { StaySearch } from './staySearch';
export { createSiteStore } from './store';
export { createSiteQueryClient, isLoadingData } from './queryClient';
