// The federation runtime's own files the replacements and the shell's lender import (aliased by the
// shell's build, mapped by jest).
declare module 'federation-own/runtime-core/*';
declare module 'federation-own/sdk/*';
declare module 'federation-own/bundler-runtime/*';
