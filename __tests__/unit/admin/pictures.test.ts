/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gitBlobSha, inUse, pictureKind, pictureName, uniqueName } from "../../../admin/src/pictures";

const images = path.resolve(__dirname, "../../../content/blog/images");

describe("pictures an author uploads", () => {
  it("are told apart by their bytes, not their names", () => {
    const png = readdirSync(images).find((name) => name.endsWith(".png"))!;
    expect(pictureKind(readFileSync(path.join(images, png)).subarray(0, 16))?.ending).toBe("png");
    expect(pictureKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.ending).toBe("jpg");
    expect(pictureKind(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))?.ending).toBe("webp");
    expect(pictureKind(Buffer.from("\0\0\0\x1cftypavif\0\0"))?.ending).toBe("avif");
    expect(pictureKind(Buffer.from("<!doctype html><html>"))).toBeNull();
    expect(pictureKind(new Uint8Array())).toBeNull();
  });

  it("are named in the site's style, ending as their kind does", () => {
    expect(pictureName("Our New Van (2).JPG", "jpg")).toBe("our-new-van-2.jpg");
    expect(pictureName("Café menu.png", "webp")).toBe("cafe-menu.webp");
    expect(pictureName("....png", "png")).toBe("picture.png");
  });

  it("never take a name another picture has, whatever its case", () => {
    expect(uniqueName("wifi-fixes.png", ["other.png"])).toBe("wifi-fixes.png");
    expect(uniqueName("wifi-fixes.png", ["Wifi-Fixes.png"])).toBe("wifi-fixes-2.png");
    expect(uniqueName("wifi-fixes.png", ["wifi-fixes.png", "wifi-fixes-2.png", "wifi-fixes-3.png"])).toBe("wifi-fixes-4.png");
  });

  it("are known by the id git gives their bytes, so a save that sends a picture already there again is told from one that would replace it", async () => {
    const png = path.join(images, readdirSync(images).find((name) => name.endsWith(".png"))!);
    const bytes = readFileSync(png);
    expect(await gitBlobSha(bytes)).toBe(execFileSync("git", ["hash-object", png], { encoding: "utf8" }).trim());
    expect(await gitBlobSha(bytes.subarray(1))).not.toBe(await gitBlobSha(bytes));
  });

  it("that a content file shows are refused deletion, naming each file by its title", () => {
    const message = inUse("content/blog/images/wifi-fixes.png", [
      { file: "content/blog/wifi-fixes.mdx", title: "Wi-Fi fixes" },
      { file: "content/blog/router.mdx", title: null },
    ]);
    expect(message).toBe("wifi-fixes.png is still shown on “Wi-Fi fixes” and content/blog/router.mdx: take it out of those first, then delete it.");
  });
});
