import { mountDevPage } from 'shared/dev';
import { RemoteModule } from 'shared/ui';
import { WidgetsDevPage } from './app/WidgetsDevPage';

mountDevPage({
  remote: 'booking',
  modules: {
    'booking/BookingSubmittedPage': () => import('./exposes/BookingSubmittedPage'),
    'booking/BookingConfirmationPage': () => import('./exposes/BookingConfirmationPage'),
    'booking/BookingDialog': () => import('./exposes/BookingDialog'),
    'booking/ListingBookingForm': () => import('./exposes/ListingBookingForm'),
    'booking/DetailBookingForm': () => import('./exposes/DetailBookingForm'),
  },
  routes: [
    { path: '/', label: 'Widgets', element: <WidgetsDevPage /> },
    {
      path: '/booking-submitted',
      label: 'Booking submitted',
      element: <RemoteModule id="booking/BookingSubmittedPage" props={{}} />,
    },
    {
      path: '/booking-confirmation',
      label: 'Booking confirmation',
      element: <RemoteModule id="booking/BookingConfirmationPage" props={{}} />,
    },
  ],
});
