// Jest's jsdom environment on the repository's own jsdom (29) rather than the one
// jest-environment-jsdom pins (ADR 0024).
import JSDOMEnvironment from '@jest/environment-jsdom-abstract';
import * as jsdom from 'jsdom';

export default class Environment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
  }
}
