import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./support/databases";

describe("on PostgreSQL, a connection the server cuts", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase("postgres");
  });
  afterAll(() => test.dispose());

  it("neither ends the process nor stops the next insert", async () => {
    await test.db.insertAsAnon("subscribers", { email: "before@example.com" });
    const [{ current_database: name }] = (await test.db.query("select current_database()")) as [{ current_database: string }];
    const admin = new pg.Client({ connectionString: inject("postgresUrl") });
    await admin.connect();
    const terminated = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test.db.insertAsAnon("subscribers", { email: "after@example.com" });
    expect(await test.db.query("select email from public.subscribers order by id")).toEqual([
      { email: "before@example.com" },
      { email: "after@example.com" },
    ]);
  });
});
