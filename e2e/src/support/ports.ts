// One implementation for the topology scripts, the bench and these tests (CommonJS, which a test file
// can load where it cannot import the scripts' ES modules).
export { freePorts } from '../../../scripts/lib/processes.cjs';
