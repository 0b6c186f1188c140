import type { ComponentType } from 'react';
import type { ExposedModules } from 'contracts';
import { HostCalendar } from '../features/host-calendar/HostCalendar';

/** `booking/HostCalendar`: the signed-in host's calendar of a listing, on content's dashboard (`/hosting`). */
export default HostCalendar satisfies ComponentType<ExposedModules['booking/HostCalendar']>;
