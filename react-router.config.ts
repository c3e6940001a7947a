import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/page-paths.server";

export default {
  ssr: false,
  /** BUILD_OUT_DIR: another folder to build into (the integration tests' copies); unset: build/. */
  buildDirectory: process.env.BUILD_OUT_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
