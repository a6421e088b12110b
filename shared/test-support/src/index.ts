// Jest helpers for what Jest has no one-call equivalent of (ADR 0024). Every test file of the
// repository may use them; the codemod that moved the suite off Vitest writes calls to them.
export { stubGlobal, unstubAllGlobals, stubEnv, unstubAllEnvs } from './stubs';
export { fakeTimers, setSystemTime } from './timers';
export { waitFor, poll } from './poll';
