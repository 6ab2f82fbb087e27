import sharp from "sharp";

/**
 * A picture as a phone's camera stores a photo taken upright: its pixels a quarter turn
 * anticlockwise, as the sensor read them, and EXIF orientation 6, "turn it a quarter clockwise
 * to show it". Shown, it is `upright` again.
 */
export async function phonePhoto(upright: Buffer): Promise<Buffer> {
  return sharp(upright).rotate(-90).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
}
