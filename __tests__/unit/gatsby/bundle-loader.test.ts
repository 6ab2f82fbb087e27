import { BUNDLE_FALLBACK_MS, bundleLoaderScript, deferBundleTags, MAIN_IMAGE_WAIT_MS } from "../../../gatsby/overrides/bundle-loader";

describe("deferBundleTags", () => {
  const page = [
    '<html><body><div id="___gatsby"></div>',
    '<script id="gatsby-script-loader">window.pagePath=1;</script>',
    '<!-- slice-start id="_gatsby-scripts-1" -->',
    '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script>',
    '<script src="/app-3.js" async></script>',
    '<!-- slice-end id="_gatsby-scripts-1" --></body></html>',
  ].join("");

  it("replaces the bundle tags with one loader in their place and keeps every other script", () => {
    const html = deferBundleTags(page);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-script-loader">window.pagePath=1;</script>');
    expect(html).toContain(
      `<!-- slice-start id="_gatsby-scripts-1" --><script>${bundleLoaderScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script><!-- slice-end`,
    );
  });

  it("leaves a page without bundle tags as it is", () => {
    const html = '<html><body><script type="application/ld+json">{}</script></body></html>';
    expect(deferBundleTags(html)).toBe(html);
  });
});

describe("bundleLoaderScript", () => {
  let frame: FrameRequestCallback | undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    frame = undefined;
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    document.body.innerHTML = "";
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const added = () => Array.from(document.querySelectorAll("script")).map((script) => script.getAttribute("src"));
  // eslint-disable-next-line no-new-func
  const run = (sources: string[]) => new Function(bundleLoaderScript(sources))();

  it("requests nothing before the first frame, then each bundle once, in order", () => {
    run(["/a.js", "/b.js"]);
    expect(added()).toEqual([]);
    frame?.(0);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(["/a.js", "/b.js"]);
    // Inserted scripts with async=false download together and run one by one, in order.
    expect(Array.from(document.querySelectorAll("script")).map((script) => script.async)).toEqual([false, false]);
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  /** Nothing starts the bundles but the loader's own timer: they start after BUNDLE_FALLBACK_MS, not before. */
  const startsOnItsOwn = () => {
    run(["/a.js"]);
    jest.advanceTimersByTime(BUNDLE_FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(["/a.js"]);
  };

  it("starts the bundles on its own when no frame is painted (a background tab)", startsOnItsOwn);

  describe("on a page without a main image, where the browser reports its largest paint", () => {
    type Callback = (list: { getEntries: () => Array<{ startTime: number }> }) => void;
    let report: Callback | undefined;
    let observed: unknown;
    let now = 100;

    beforeEach(() => {
      report = undefined;
      observed = undefined;
      now = 100;
      jest.spyOn(performance, "now").mockImplementation(() => now);
      class Observer {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        constructor(callback: Callback) {
          report = callback;
        }
        observe(options: unknown) {
          observed = options;
        }
        disconnect() {
          report = undefined;
        }
      }
      Object.assign(window, { PerformanceObserver: Observer });
    });

    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it("waits past the frame for the largest paint presented after the loader ran, then requests each bundle once", () => {
      run(["/a.js", "/b.js"]);
      expect(observed).toEqual({ type: "largest-contentful-paint", buffered: true });
      frame?.(0);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual([]);
      // A paint presented before the loader ran (buffered) is not the page on screen.
      report?.({ getEntries: () => [{ startTime: 60 }] });
      expect(added()).toEqual([]);
      report?.({ getEntries: () => [{ startTime: 60 }, { startTime: 140 }] });
      expect(added()).toEqual(["/a.js", "/b.js"]);
      expect(report).toBeUndefined();
      jest.advanceTimersByTime(1000);
      expect(added()).toEqual(["/a.js", "/b.js"]);
    });

    it("starts the bundles on its own when no new paint is reported (a tap stops the reports)", startsOnItsOwn);

    it("waits for a frame instead where the browser does not report the largest paint", () => {
      (window.PerformanceObserver as unknown as { supportedEntryTypes: string[] }).supportedEntryTypes = ["paint"];
      run(["/a.js"]);
      expect(observed).toBeUndefined();
      frame?.(0);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(["/a.js"]);
    });
  });

  describe("on a page with a main image", () => {
    const mainImage = (complete: boolean) => {
      const image = document.createElement("img");
      image.setAttribute("fetchpriority", "high");
      Object.defineProperty(image, "complete", { value: complete });
      document.body.append(image);
      return image;
    };

    it("waits for the image to arrive, then for a frame", () => {
      const image = mainImage(false);
      run(["/a.js"]);
      frame?.(0);
      jest.advanceTimersByTime(BUNDLE_FALLBACK_MS + 100);
      expect(added()).toEqual([]);
      expect(frame).toBeUndefined();
      image.dispatchEvent(new Event("load"));
      frame?.(0);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(["/a.js"]);
    });

    it("goes on when the image fails", () => {
      const image = mainImage(false);
      run(["/a.js"]);
      image.dispatchEvent(new Event("error"));
      jest.advanceTimersByTime(BUNDLE_FALLBACK_MS);
      expect(added()).toEqual(["/a.js"]);
    });

    it("does not wait longer than MAIN_IMAGE_WAIT_MS for an image that stalls", () => {
      mainImage(false);
      run(["/a.js"]);
      jest.advanceTimersByTime(MAIN_IMAGE_WAIT_MS + BUNDLE_FALLBACK_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(["/a.js"]);
    });

    it("does not wait for an image that has already arrived", () => {
      mainImage(true);
      run(["/a.js"]);
      frame?.(0);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(["/a.js"]);
    });
  });
});
