import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Plugin, ViteDevServer } from "vite";
import { type ImageName, type ImageSpec, images } from "../../app/content/images";
import { mapWithConcurrency } from "../../server/site/map-with-concurrency";

/**
 * Renders every image of app/content/images.ts into AVIF, WebP and PNG at each of its
 * widths (decision 007). Pages import `virtual:responsive-images` for the files' URLs and
 * each image's intrinsic size. File names carry a hash of the source, the encoder settings
 * and sharp's version, so the names are known before anything is encoded: the prerender
 * and the browser bundle agree, only the client build spends time encoding, and the files
 * can live under /assets/ with immutable caching. The dev server renders each file when
 * it is first asked for.
 */

const sourceFolder = path.resolve(import.meta.dirname, "../../assets/images");
const virtualId = "virtual:responsive-images";
const resolvedVirtualId = `\0${virtualId}`;

/** Chosen on the site's flat illustrations: a few KiB each, and encoding stays fast (effort trades seconds for 1–3 %). */
const encoders = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80, effort: 4 },
  png: { compressionLevel: 9, palette: true, effort: 1, dither: 0 },
} as const;
type ImageFormat = keyof typeof encoders;
const formats = Object.keys(encoders) as ImageFormat[];

export interface GeneratedImage {
  /** Intrinsic size of the source, for the <img>'s width and height. */
  width: number;
  height: number;
  /** The smallest PNG, for browsers that read neither srcset nor <picture>. */
  src: string;
  srcSet: Record<ImageFormat, string>;
}

interface Variant {
  fileName: string;
  source: Buffer;
  /** Intrinsic width of the source, to rasterise an SVG at the right density. */
  sourceWidth: number;
  width: number;
  format: ImageFormat;
}

interface Plan {
  generated: Record<string, GeneratedImage>;
  variants: Variant[];
}

async function planImage(name: ImageName, spec: ImageSpec, base: string) {
  const file = path.join(sourceFolder, spec.source);
  if (!existsSync(file))
    throw new Error(`app/content/images.ts: image "${name}" has no source file assets/images/${spec.source}`);
  const source = readFileSync(file);
  const { width = 0, height = 0, format } = await sharp(source).metadata();
  const largest = spec.widths.at(-1) ?? 0;
  if (format !== "svg" && largest > width) {
    throw new Error(`assets/images/${spec.source} is ${width} px wide; "${name}" asks for ${largest}: supply a larger file`);
  }
  const hash = createHash("sha256")
    .update(source)
    .update(JSON.stringify([encoders, sharp.versions]))
    .digest("hex")
    .slice(0, 10);
  const variants = formats.flatMap((imageFormat) =>
    spec.widths.map((variantWidth) => ({
      fileName: `assets/images/${name}-${variantWidth}w-${hash}.${imageFormat}`,
      source,
      sourceWidth: width,
      width: variantWidth,
      format: imageFormat,
    })),
  );
  const srcSetOf = (imageFormat: ImageFormat) =>
    variants
      .filter((variant) => variant.format === imageFormat)
      .map((variant) => `${base}${variant.fileName} ${variant.width}w`)
      .join(", ");
  const smallestPng = variants.find((variant) => variant.format === "png");
  const generated: GeneratedImage = {
    width,
    height,
    src: `${base}${smallestPng?.fileName}`,
    srcSet: { avif: srcSetOf("avif"), webp: srcSetOf("webp"), png: srcSetOf("png") },
  };
  return { name, generated, variants };
}

async function planAll(base: string): Promise<Plan> {
  const planned = await Promise.all(Object.entries(images).map(([name, spec]) => planImage(name as ImageName, spec, base)));
  return {
    generated: Object.fromEntries(planned.map((image) => [image.name, image.generated])),
    variants: planned.flatMap((image) => image.variants),
  };
}

function render(variant: Variant): Promise<Buffer> {
  return sharp(variant.source, { density: (72 * variant.width) / variant.sourceWidth })
    .resize({ width: variant.width })
    .toFormat(variant.format, encoders[variant.format])
    .toBuffer();
}

/** In development: each file rendered on first request; a changed source gives new names and reloads the page. */
function serveInDevelopment(server: ViteDevServer, getPlan: () => Promise<Plan>, forget: () => void) {
  const rendered = new Map<string, Promise<Buffer>>();
  server.middlewares.use((request, response, next) => {
    const pathname = request.url?.split("?")[0] ?? "";
    getPlan()
      .then(async (plan) => {
        const variant = plan.variants.find((candidate) => `${server.config.base}${candidate.fileName}` === pathname);
        if (!variant) return next();
        if (!rendered.has(pathname)) rendered.set(pathname, render(variant));
        const body = await rendered.get(pathname);
        response.setHeader("Content-Type", `image/${variant.format}`);
        response.end(body);
      })
      .catch(next);
  });
  server.watcher.add(sourceFolder);
  server.watcher.on("change", (file) => {
    if (!file.startsWith(sourceFolder)) return;
    forget();
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(resolvedVirtualId);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: "full-reload" });
  });
}

const moduleOf = (plan: Plan) => `export default ${JSON.stringify(plan.generated)};`;

/** The source of `virtual:responsive-images` for a site served from `base`, for a bundle other than Vite's. */
export async function responsiveImagesModule(base = "/"): Promise<string> {
  return moduleOf(await planAll(base));
}

export function responsiveImages(): Plugin {
  let base = "/";
  let clientBuild = false;
  let plan: Promise<Plan> | undefined;
  let files: Promise<{ fileName: string; data: Buffer }[]> | undefined;
  const getPlan = () => {
    plan ??= planAll(base);
    return plan;
  };

  return {
    name: "responsive-images",
    configResolved(config) {
      base = config.base;
      clientBuild = config.command === "build" && !config.build.ssr;
    },
    buildStart() {
      if (!clientBuild) return;
      // Encoding starts with the build and runs alongside bundling; generateBundle waits for it.
      files = getPlan().then((ready) =>
        mapWithConcurrency(ready.variants, async (variant) => ({ fileName: variant.fileName, data: await render(variant) })),
      );
      files.catch(() => undefined);
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : null;
    },
    async load(id) {
      if (id !== resolvedVirtualId) return null;
      return moduleOf(await getPlan());
    },
    async generateBundle() {
      for (const file of (await files) ?? []) this.emitFile({ type: "asset", fileName: file.fileName, source: file.data });
    },
    configureServer(server) {
      serveInDevelopment(server, getPlan, () => {
        plan = undefined;
      });
    },
  };
}
