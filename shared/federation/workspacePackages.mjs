/**
 * ARCHITECTURE rule 12: the workspace packages the apps share at run time, one version line (a
 * Changesets fixed group, .changeset/config.json): `contracts` (no React: what the API uses too) and
 * `shared` (the front ends' state, config and UI). The shell provides both; a remote needs both at
 * the version it was built with, so one range (`requires.shared` in the registry) covers them.
 * Plain JavaScript: the release scripts run it as is. The list is JSON, for the browser tests too.
 */
import workspacePackages from './workspacePackages.json' with { type: 'json' };

export { workspacePackages };

/** Whether a shared module's name (`contracts`, `contracts/rules`, `shared/ui`, …) is one of theirs. */
export const isWorkspaceModule = (name) => workspacePackages.some((pkg) => name === pkg || name.startsWith(`${pkg}/`));
