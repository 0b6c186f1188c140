import { mountDevPage } from 'shared/dev';
import { RemoteModule } from 'shared/ui';

mountDevPage({
  remote: 'booking',
  modules: {
    'booking/BookingSubmittedPage': () => import('./exposes/BookingSubmittedPage'),
    'booking/BookingConfirmationPage': () => import('./exposes/BookingConfirmationPage'),
  },
  routes: [
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
