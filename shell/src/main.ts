// Async boundary: shared modules (React, platform, i18n) are negotiated before any import runs.
import('./bootstrap');
