/** The three remotes (the federation contract, remotes.ts), a leaf the API's schemas can import too. */
export const remoteNames = ['catalog', 'booking', 'content'] as const;
export type RemoteName = (typeof remoteNames)[number];
