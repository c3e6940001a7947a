import sharp from "sharp";

/** A photograph's worth of JPEG (noise compresses as little as a real photo's detail): `width` px wide, 3:2. */
export const noisyPhotograph = (width: number) =>
  sharp({
    create: {
      width,
      height: Math.round((width * 2) / 3),
      channels: 3,
      background: "#0f6466",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
