import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { parsePublicEnv } from "./app/lib/public-env";
import { responsiveImages } from "./scripts/build/responsive-images";

/** Content is validated with zod while prerendering; the browser build gets a pass-through instead (decision 006). */
function zodAtBuildOnly(): Plugin {
  const stub = path.resolve(import.meta.dirname, "app/lib/zod-build-only.ts");
  return {
    name: "zod-at-build-only",
    enforce: "pre",
    resolveId(id, importer, options) {
      if (id !== "zod" || options?.ssr || !importer?.startsWith(path.resolve(import.meta.dirname, "app"))) return null;
      return stub;
    },
  };
}

/**
 * With `ssr: false` React Router deletes the server bundle once it has prerendered the pages. The server renders
 * pages again with that very bundle when the coach publishes or saves her settings (decision 038), so it is copied
 * to `<build>/renderer/` first. Beside `<build>/client`, it imports its packages from the project's `node_modules`.
 */
function keepServerBundle(): Plugin {
  let ssr = false;
  return {
    name: "keep-server-bundle",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    writeBundle: {
      order: "pre",
      sequential: true,
      handler(options) {
        if (!ssr || !options.dir) return;
        const renderer = path.join(path.dirname(options.dir), "renderer");
        rmSync(renderer, { recursive: true, force: true });
        cpSync(options.dir, renderer, { recursive: true });
      },
    },
  };
}

export default defineConfig(() => {
  const publicEnv = parsePublicEnv(process.env);
  return {
    plugins: [zodAtBuildOnly(), responsiveImages(), tailwindcss(), reactRouter(), keepServerBundle()],
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    define: {
      __PUBLIC_ENV__: JSON.stringify(publicEnv),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
  };
});
