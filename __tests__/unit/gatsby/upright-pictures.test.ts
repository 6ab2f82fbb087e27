/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { turnedSize, uprightArgs } from "../../../gatsby/upright-pictures";
import { phonePhoto } from "../../helpers/phone-photo";

const folder = mkdtempSync(path.join(tmpdir(), "upright-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A picture 400 wide and 600 tall, upright. */
const upright = () => sharp({ create: { width: 400, height: 600, channels: 3, background: "#1d5fbf" } }).png().toBuffer();

async function written(name: string, picture: Buffer): Promise<string> {
  const file = path.join(folder, name);
  writeFileSync(file, picture);
  return file;
}

it("a phone's photo taken upright is shown 400 wide and 600 tall, though stored 600 by 400", async () => {
  const photo = await phonePhoto(await upright());
  expect(await sharp(photo).metadata()).toMatchObject({ width: 600, height: 400, orientation: 6 });
  expect(await turnedSize(await written("photo.jpg", photo))).toEqual({ width: 400, height: 600 });
});

it("a picture stored as it is shown is left alone", async () => {
  expect(await turnedSize(await written("drawn.png", await upright()))).toBeNull();
});

it("a turned photo is drawn at its own shape, no wider than it is, unless a shape is asked for", () => {
  const turned = { width: 400, height: 600 };
  expect(uprightArgs({ width: 760, sizes: "100vw" }, turned)).toEqual({ width: 400, aspectRatio: 400 / 600, sizes: "100vw" });
  expect(uprightArgs({ width: 300 }, turned)).toEqual({ width: 300, aspectRatio: 400 / 600 });
  expect(uprightArgs({ width: 400, aspectRatio: 1.905 }, turned)).toEqual({ width: 400, aspectRatio: 1.905 });
  expect(uprightArgs({ width: 760 }, null)).toEqual({ width: 760 });
});
