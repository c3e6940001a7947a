import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/page-paths.server";

export default {
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
