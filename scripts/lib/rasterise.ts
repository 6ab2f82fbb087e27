import { writeFile } from "node:fs/promises";
import sharp from "sharp";

/** One SVG to PNG with sharp, at `width` (and `height`, cropped to cover) pixels. */
export async function rasterise(svg: string, png: string, width: number, height?: number): Promise<void> {
  await sharp(svg, { density: 300 })
    .resize(width, height, { fit: "cover" })
    .png({ compressionLevel: 9, palette: false })
    .toFile(png);
}

/**
 * An .ico file holding one PNG image (allowed since Windows Vista; every current browser reads
 * it). Browsers ask for /favicon.ico before they read a page's icon links.
 */
export async function icoFromSvg(svg: string, ico: string, size = 32): Promise<void> {
  const png = await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  await writeFile(ico, Buffer.concat([header, png]));
}
