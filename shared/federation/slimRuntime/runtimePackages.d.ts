// The federation runtime's own files the replacements import (aliased by the shell's build, mapped by jest).
declare module 'federation-own/runtime-core/*';
declare module 'federation-own/sdk/*';
