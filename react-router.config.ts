import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/page-paths.server";

export default {
  ssr: false,
  /** BUILD_OUT_DIR: where the server's regeneration builds the site, under DATA_DIR (decision 024); unset: build/. */
  buildDirectory: process.env.BUILD_OUT_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
