import "@testing-library/jest-dom";

// jsdom lays nothing out, so it has no scrollIntoView (https://github.com/jsdom/jsdom/issues/1695):
// it does nothing here; the browser tests check what is brought into view. Suites run in Node
// have no Element.
if (typeof Element !== "undefined") Element.prototype.scrollIntoView = () => undefined;
