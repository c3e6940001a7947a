import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { openPostgres } from "../../server/storage/db";

describe("npm run export", () => {
  it("writes formula-looking cells as text, so a spreadsheet does not run them", async () => {
    const adminUrl = inject("postgresUrl");
    const name = `export_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    try {
      const db = await openPostgres(url);
      await db.insertAsAnon("contact_messages", {
        name: '=HYPERLINK("https://evil.example","Click")',
        email: "mallory@example.com",
        interest: "other",
        subject: "+1 555 0100",
        message: "@SUM(A1:A9)",
      });
      await db.close();
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/ops/export.ts", "messages"], {
        env: { ...process.env, DATABASE_URL: url },
      });
      const [header, row] = stdout.split("\r\n");
      expect(header).toBe("id,created_at,status,name,email,interest,subject,message");
      expect(row).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
      expect(row).toContain(",'+1 555 0100,");
      expect(row?.endsWith(",'@SUM(A1:A9)")).toBe(true);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
