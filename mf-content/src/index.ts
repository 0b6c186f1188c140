// ARCHITECTURE rule 5: the entry is only an async boundary.
import('./bootstrap');
