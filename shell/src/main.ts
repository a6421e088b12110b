// Async boundary: shared modules (React, i18next, platform) are negotiated before any import runs.
import('./bootstrap');
