// Turns scenes into WebP files and prints their sizes, so a heavy scene is noticed at once.

import { mkdir, stat } from 'node:fs/promises';
import sharp from 'sharp';

const QUALITY = 72;

// Scenes without a size are 800 × 600.
// Set PREVIEW_DIR to also get lossless PNGs for judging a scene without WebP artefacts.
export async function renderPhotos(scenes, outDir) {
  await mkdir(outDir, { recursive: true });
  let total = 0;
  for (const [name, scene] of Object.entries(scenes)) {
    const [w, h] = scene.size ?? [800, 600];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${scene.svg(w, h)}</svg>`;
    const file = `${outDir}${name}.webp`;
    await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 6 }).toFile(file);
    if (process.env.PREVIEW_DIR)
      await sharp(Buffer.from(svg)).png().toFile(`${process.env.PREVIEW_DIR}/${name}.png`);
    const { size } = await stat(file);
    total += size;
    console.log(`${name}.webp ${(size / 1024).toFixed(1)} KB`);
    // A half-width copy for phones (<name>-<width>w.webp), drawn from the same scene.
    const small = w / 2;
    await sharp(Buffer.from(svg), { density: (72 * small) / w })
      .resize({ width: small })
      .webp({ quality: QUALITY, effort: 6 })
      .toFile(`${outDir}${name}-${small}w.webp`);
  }
  console.log(`total ${(total / 1024).toFixed(1)} KB`);
}
