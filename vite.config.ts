import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { parsePublicEnv } from "./app/lib/public-env";

export default defineConfig(() => {
  const publicEnv = parsePublicEnv(process.env);
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    define: {
      __PUBLIC_ENV__: JSON.stringify(publicEnv),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
  };
});
