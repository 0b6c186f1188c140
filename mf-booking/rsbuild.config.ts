import { remoteBuildConfig } from 'shared/federation/remote-build';
import federation from './module-federation.config';

export default remoteBuildConfig('booking', federation);
