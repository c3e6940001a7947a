import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { parsePublicEnv } from "./app/lib/public-env";

// The server tests copy each suite's database from templates migrated once; the integration tests need only PostgreSQL.
const serverSetup = "tests/server/support/global-setup.ts";
const postgresSetup = "tests/server/support/postgres-setup.ts";
const httpsProxyTest = "tests/integration/https-proxy.test.ts";
const readOnlyProjectTest = "tests/integration/read-only-project.test.ts";
/** The integration files that must not run beside another: see the "integration-alone" lane below. */
const filesRunAlone = [httpsProxyTest, readOnlyProjectTest];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __PUBLIC_ENV__: JSON.stringify(parsePublicEnv({ PUBLIC_ORIGIN: "https://www.example.test" })),
    __BUILD_YEAR__: JSON.stringify(2025),
  },
  test: {
    // A worker per core: Vitest's default is cores − 1, one worker on two cores, and a worker runs one file in one
    // thread, so the unit and server stages kept one core of two busy (decision 055). The integration files still run
    // one at a time (fileParallelism below).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // The unit files share each worker's modules (decision 060): a third less time importing. A global a test stubs
      // (`fetch`) is put back after it, so none reaches the next file.
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], isolate: false, unstubGlobals: true },
      },
      // The server on PGlite and on a throwaway PostgreSQL that this project's global set-up starts.
      { extends: true, test: { name: "server", include: ["tests/server/**/*.test.ts"], globalSetup: [serverSetup] } },
      // The slow checks: a real build of a copy of the project, servers killed under load. `npm test` runs them last:
      // first, one at a time, the HTTPS proxy test (a build beside it slowed its servers' /healthz past Caddy's 2 s
      // check, and Caddy then had no server to give a visitor) and the read-only project test (it checks that nothing
      // in the project changes while the renderer runs, and a build beside it writes node_modules/.vite-temp); then
      // the others, a file per core (decision 060).
      {
        extends: true,
        test: { name: "integration-alone", include: filesRunAlone, fileParallelism: false, globalSetup: [postgresSetup] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: filesRunAlone,
          globalSetup: [postgresSetup],
        },
      },
    ],
  },
});
