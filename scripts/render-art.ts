/**
 * Rasterises the project's own SVG artwork to PNG with sharp, so gatsby-plugin-image can
 * make responsive WebP/AVIF from it. Run after adding or editing an SVG: `npm run art`.
 *   content/<collection>/images/<name>.svg  ->  the same folder, <name>.png (1200 px wide)
 *   src/images/brand/*.svg                  ->  static/ (favicons, favicon.ico, sharing image, logo)
 */
import { readdirSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { icoFromSvg, rasterise } from "./lib/rasterise";

const root = path.resolve(__dirname, "..");
const force = process.argv.includes("--force");

async function render(svg: string, png: string, width: number, height?: number): Promise<boolean> {
  if (!force && existsSync(png) && statSync(png).mtimeMs >= statSync(svg).mtimeMs) return false;
  await rasterise(svg, png, width, height);
  return true;
}

async function main() {
  const jobs: Array<[string, string, number, number?]> = [];

  for (const collection of ["blog", "services"]) {
    const dir = path.join(root, "content", collection, "images");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".svg"))) {
      jobs.push([path.join(dir, file), path.join(dir, file.replace(/\.svg$/, ".png")), 1200]);
    }
  }

  const brand = path.join(root, "src", "images", "brand");
  const staticDir = path.join(root, "static");
  jobs.push([path.join(brand, "og-image.svg"), path.join(staticDir, "og-image.png"), 1200, 630]);
  jobs.push([path.join(brand, "favicon.svg"), path.join(staticDir, "favicon-32.png"), 32, 32]);
  jobs.push([path.join(brand, "favicon.svg"), path.join(staticDir, "apple-touch-icon.png"), 180, 180]);
  jobs.push([path.join(brand, "favicon.svg"), path.join(staticDir, "icon-512.png"), 512, 512]);

  let written = 0;
  for (const [svg, png, width, height] of jobs) {
    if (await render(svg, png, width, height)) {
      written += 1;
      console.log(`rendered ${path.relative(root, png)}`);
    }
  }
  const favicon = path.join(brand, "favicon.svg");
  const ico = path.join(staticDir, "favicon.ico");
  if (force || !existsSync(ico) || statSync(ico).mtimeMs < statSync(favicon).mtimeMs) {
    await icoFromSvg(favicon, ico);
    written += 1;
    console.log(`rendered ${path.relative(root, ico)}`);
  }
  console.log(`${written} of ${jobs.length + 1} images rendered (the rest were up to date)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
