// Gatsby's runtime expects these globals (https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/).
const globals = globalThis as unknown as Record<string, unknown>;
globals.___loader = { enqueue: jest.fn() };
globals.__BASE_PATH__ = "";
globals.__PATH_PREFIX__ = "";
