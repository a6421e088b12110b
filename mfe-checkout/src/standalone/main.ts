// Async boundary, as in the shell: shared modules are negotiated first.
import('./bootstrap');
