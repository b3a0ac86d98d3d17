// The Tamil wordmark நகை in the header, from a font of our own: few phones and desktops have a
// Tamil font, and without one the word shows as boxes. Noto Sans Tamil (SIL OFL 1.1, from
// @fontsource/noto-sans-tamil), cut down to the wordmark's glyphs with subset-font (HarfBuzz's
// hb-subset), so the file is a few KB. Run after changing the word or the weight:
//   npm run font:wordmark
// The output and the license beside it are committed; the whole font is not (decision 054).
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const WORDMARK = "நகை";
/** The weight .brand__tamil uses (base.css). */
const WEIGHT = 500;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const fontsource = path.dirname(require.resolve("@fontsource/noto-sans-tamil/package.json"));
const source = path.join(fontsource, "files", `noto-sans-tamil-tamil-${WEIGHT}-normal.woff2`);
const outDir = path.join(root, "apps/web/app/fonts");
const out = path.join(outDir, "nagai-wordmark-tamil.woff2");

const subset = await subsetFont(readFileSync(source), WORDMARK, { targetFormat: "woff2" });
writeFileSync(out, subset);
copyFileSync(path.join(fontsource, "LICENSE"), path.join(outDir, "OFL.txt"));
console.log(`${path.relative(root, out)}: ${subset.length} bytes for "${WORDMARK}"`);
