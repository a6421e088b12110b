import { jest } from '@jest/globals';

// Each API test file migrates and seeds its own database: slow on 2 loaded cores. Hooks pass
// 60 s themselves (Jest has no separate hook timeout).
jest.setTimeout(30_000);
