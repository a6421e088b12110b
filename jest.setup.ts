import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';

// Testing Library detects Jest's fake timers through a global `jest`, which ES modules lack.
Object.assign(globalThis, { jest });

afterEach(() => cleanup());
