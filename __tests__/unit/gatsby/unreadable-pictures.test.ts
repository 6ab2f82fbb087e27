/**
 * @jest-environment node
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unreadablePictures } from "../../../gatsby/unreadable-pictures";

describe("unreadablePictures (pictures that exist but cannot be read)", () => {
  let folder = "";
  const post = () => path.join(folder, "post.mdx");
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "unreadable-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("names each picture sharp cannot read, with its field and line, and passes real and missing ones", async () => {
    copyFileSync(path.resolve("content/blog/images/wifi-fixes.png"), path.join(folder, "real.png"));
    writeFileSync(path.join(folder, "page.png"), "<!doctype html><title>Not found</title>");
    writeFileSync(path.join(folder, "empty.jpg"), "");
    writeFileSync(path.join(folder, "cut.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const issues = await unreadablePictures(post(), [
      { field: "image", path: "./real.png" },
      { field: "image", path: "./page.png" },
      { field: "picture", path: "./empty.jpg", line: 12 },
      { field: "picture", path: "./cut.png", line: 14 },
      { field: "picture", path: "./gone.png", line: 16 },
    ]);
    expect(issues).toEqual([
      { file: post(), field: "image", message: "./page.png cannot be read as a picture (its contents are in no picture format): save it again as a PNG, JPEG, WebP or AVIF file" },
      { file: post(), field: "picture", line: 12, message: "./empty.jpg cannot be read as a picture (the file is empty): save it again as a PNG, JPEG, WebP or AVIF file" },
      { file: post(), field: "picture", line: 14, message: "./cut.png cannot be read as a picture (its header is damaged): save it again as a PNG, JPEG, WebP or AVIF file" },
    ]);
  });

  it("reads a picture again once it is replaced", async () => {
    const picture = path.join(folder, "tray.png");
    writeFileSync(picture, "not yet");
    expect(await unreadablePictures(post(), [{ field: "image", path: "./tray.png" }])).toHaveLength(1);
    copyFileSync(path.resolve("content/blog/images/wifi-fixes.png"), picture);
    expect(await unreadablePictures(post(), [{ field: "image", path: "./tray.png" }])).toEqual([]);
  });
});
