import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';

// Testing Library detects Jest's fake timers through a global `jest`, which ES modules lack.
Object.assign(globalThis, { jest });

// Two shared cores: a component's first render loads its lazy chunks through Node's VM modules,
// which can take over a second while builds run beside the tests. A `findBy…` waits up to 4 s
// (Testing Library's 1 s default failed CI on the calendar's first open) and a test up to 15 s; a
// broken test still fails, only later.
configure({ asyncUtilTimeout: 4_000 });
jest.setTimeout(15_000);

afterEach(() => cleanup());
