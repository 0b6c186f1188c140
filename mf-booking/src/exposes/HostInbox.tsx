import type { ComponentType } from 'react';
import type { ExposedModules } from 'contracts';
import { HostInbox } from '../features/host-inbox/HostInbox';

/** `booking/HostInbox`: the signed-in host's requests and stays, on content's dashboard (`/hosting`). */
export default HostInbox satisfies ComponentType<ExposedModules['booking/HostInbox']>;
