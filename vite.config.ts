import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { parsePublicEnv } from "./app/lib/public-env";
import { responsiveImages } from "./scripts/build/responsive-images";
import { readSavedSettings } from "./scripts/build/saved-settings";

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

export default defineConfig(() => {
  const publicEnv = parsePublicEnv(process.env);
  return {
    // VITE_CACHE_DIR: the server's regeneration keeps Vite's cache under DATA_DIR, the project being read-only there (decision 024).
    cacheDir: process.env.VITE_CACHE_DIR,
    plugins: [zodAtBuildOnly(), responsiveImages(), tailwindcss(), reactRouter()],
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    define: {
      __PUBLIC_ENV__: JSON.stringify(publicEnv),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // The coach's saved settings (CONTENT_DIR/site.json), over the defaults of site.ts (decision 029).
      __SITE_SETTINGS__: JSON.stringify(readSavedSettings()),
    },
  };
});
