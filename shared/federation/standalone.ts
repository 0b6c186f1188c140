// The entry of a remote's own page in a production build, which is HTML only (remoteBuild.ts: no
// scripts, a notice in place of the app). The remote runs only inside the site's shell, whose federation
// runtime it borrows; its standalone page (the remote's bootstrap and shared/dev) is for development.
export {};
