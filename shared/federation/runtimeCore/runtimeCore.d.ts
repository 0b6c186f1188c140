// The runtime core's own files the replacements import (aliased by the shell's build, mapped by jest).
declare module 'federation-own/runtime-core/*';
