import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { recordFacts } from "../../server/sales/store";
import { openPostgres } from "../../server/storage/db";

describe("npm run export -- sales|bookings", () => {
  it("writes each sale and booking in London time and pounds, with formula-looking campaign names as text", async () => {
    const adminUrl = inject("postgresUrl");
    const name = `export_sales_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    const credit = { source: "LinkedIn", campaign: "=HYPERLINK(1)", landing: "/visibility-audit" };
    try {
      const db = await openPostgres(url);
      await recordFacts(db, [
        {
          provider: "stripe",
          kind: "sale",
          providerId: "pi_1",
          product: "plink_audit",
          amount: 4900,
          currency: "gbp",
          status: "paid",
          occurredAt: new Date("2026-07-01T09:30:00Z"),
          credit,
          email: "alex@example.com",
        },
        {
          provider: "calendly",
          kind: "booking",
          providerId: "inv-1",
          status: "cancelled",
          occurredAt: new Date("2026-11-23T10:00:00Z"),
        },
      ]);
      await db.close();
      const exported = async (what: string) =>
        (
          await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/ops/export.ts", what], {
            env: { ...process.env, DATABASE_URL: url },
          })
        ).stdout.split("\r\n");
      const [header, sale, end] = await exported("sales");
      expect(header).toBe(
        "occurred_at,provider,provider_id,product,amount,currency,status,source,credited_by,campaign,landing_page,email",
      );
      expect(sale).toBe(
        "2026-07-01 10:30,stripe,pi_1,plink_audit,49.00,GBP,paid,LinkedIn,link,'=HYPERLINK(1),/visibility-audit,alex@example.com",
      );
      expect(end).toBe("");
      expect((await exported("bookings"))[1]).toBe("2026-11-23 10:00,calendly,inv-1,,,,cancelled,Unknown,,,,");
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    // Two export processes, each starting tsx: 24 s on the shared two-core machine at a load of 25.
  }, 120_000);
});
