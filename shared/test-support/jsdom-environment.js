// Jest's jsdom environment on the repository's own jsdom (29) rather than the one
// jest-environment-jsdom pins, with Node's own globals that jsdom lacks (fetch, Response,
// TextEncoder, streams, structuredClone…), as the components meet them in browsers (ADR 0024).
import JSDOMEnvironment from '@jest/environment-jsdom-abstract';
import * as jsdom from 'jsdom';

export default class Environment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      if (name in this.global) continue;
      Object.defineProperty(this.global, name, Object.getOwnPropertyDescriptor(globalThis, name));
    }
  }
}
