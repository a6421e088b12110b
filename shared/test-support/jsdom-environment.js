// Jest's jsdom environment on the repository's own jsdom (29) rather than the one
// jest-environment-jsdom pins, with Node's own globals that jsdom lacks (fetch, Response,
// TextEncoder, streams, structuredClone…), as the components meet them in browsers (ADR 0024).
import JSDOMEnvironment from '@jest/environment-jsdom-abstract';
import * as jsdom from 'jsdom';

export default class Environment extends JSDOMEnvironment {
  /** The message channels a test file opened: Node's, closed with the file's window. */
  channels = [];

  constructor(config, context) {
    super(config, context, jsdom);
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      if (name in this.global) continue;
      Object.defineProperty(this.global, name, Object.getOwnPropertyDescriptor(globalThis, name));
    }
    // A port with a listener keeps Node's event loop alive (react-dom/server's browser build opens
    // one when imported): left open, it kept a Jest worker from exiting when the run ended.
    const channels = this.channels;
    this.global.MessageChannel = class MessageChannel extends globalThis.MessageChannel {
      constructor() {
        super();
        channels.push(this);
      }
    };
  }

  async teardown() {
    for (const channel of this.channels.splice(0)) {
      channel.port1.close();
      channel.port2.close();
    }
    await super.teardown();
  }
}
