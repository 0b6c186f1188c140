// react-router 7 needs TextEncoder in jsdom; jest-dom adds the role/text matchers.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
if (!window.scrollTo || window.scrollTo.toString().includes('not implemented')) window.scrollTo = () => {};
// jsdom has no PointerEvent; without it pointer events lose clientX (swipe-to-dismiss tests need it).
if (!window.PointerEvent) {
  class PointerEvent extends MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
    }
  }
  window.PointerEvent = PointerEvent;
}
// findBy/waitFor wait up to 15 s, not 1: with both cores running test files (and a page's lazy chunks
// and deferred renders), a busy machine can take longer than a second for what a user sees at once.
// A wait that succeeds returns as soon as it does, so passing tests take no longer.
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });
