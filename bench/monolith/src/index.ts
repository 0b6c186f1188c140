// The same async boundary as the shell's entry, so both measure the same start-up.
import('./bootstrap');
