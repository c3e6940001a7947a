import sharp from "sharp";

/** `width` × `height` pixels of noise, which compresses as little as a real photograph's detail. */
const noise = (width: number, height: number, sigma: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f6466", noise: { type: "gaussian", mean: 128, sigma } } });

/** A photograph's worth of JPEG: `width` px wide, 3:2. */
export const noisyPhotograph = (width: number) =>
  noise(width, Math.round((width * 2) / 3), 40)
    .jpeg({ quality: 85 })
    .toBuffer();

/** A tall WebP as the fourth probe uploaded (3,000 × 9,000, within the limits: 8.5 MB of noise). */
export const noisyWebp = (width: number, height: number) => noise(width, height, 20).webp({ quality: 80, effort: 0 }).toBuffer();
