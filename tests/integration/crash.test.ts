/**
 * The short form of `npm run test:crash`: our server as a child process, killed with
 * SIGKILL three times under a stream of subscriptions, must start again each time and
 * keep every acknowledged row; stopped with SIGTERM, it must answer what is on the wire.
 */
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { runKillTest, runStopTest } from "../../scripts/support/crash-run";
import { pgliteStores, postgresStores, type StoreKind } from "../../scripts/support/stores";
import { onEachStore } from "../server/support/databases";

const storeKinds = { pglite: async () => pgliteStores(), postgres: () => postgresStores(inject("postgresUrl")) };

onEachStore("our server killed under load, on %s", (name) => {
  let kind: StoreKind;
  beforeAll(async () => {
    kind = await storeKinds[name]();
  });
  afterAll(() => kind.dispose());

  it("restarts after each SIGKILL and loses no acknowledged subscription", async () => {
    const figures = await runKillTest(kind, { kills: 3 });
    expect(figures.acked).toBeGreaterThan(0);
    expect(figures).toMatchObject({ lost: 0, startupFailures: 0, serverErrors: 0 });
  }, 300_000);

  it("answers the requests on the wire when stopped with SIGTERM, exits 0 and loses nothing", async () => {
    const figures = await runStopTest(kind);
    expect(figures.answered).toBe(figures.inFlight);
    expect(figures).toMatchObject({ exitCode: 0, lost: 0 });
  }, 120_000);
});
