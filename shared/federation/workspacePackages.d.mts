export declare const workspacePackages: readonly string[];
export declare const isWorkspaceModule: (name: string) => boolean;
