// Gatsby's runtime expects these globals (https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/).
const globals = globalThis as unknown as Record<string, unknown>;
globals.___loader = { enqueue: jest.fn() };
globals.__BASE_PATH__ = "";
globals.__PATH_PREFIX__ = "";

// The forms' EmailJS ids, as a configured build has them (the SDK itself is mocked per test).
process.env.GATSBY_EMAILJS_PUBLIC_KEY = "test-public-key";
process.env.GATSBY_EMAILJS_SERVICE_ID = "test-service";
process.env.GATSBY_EMAILJS_CALLBACK_TEMPLATE_ID = "test-callback-template";
process.env.GATSBY_EMAILJS_CONTACT_TEMPLATE_ID = "test-contact-template";
process.env.GATSBY_EMAILJS_BLOCK_LIST = "blocked@example.com";
