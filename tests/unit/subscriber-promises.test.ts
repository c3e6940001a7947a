import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { consentVersion, consentWording, versionOf } from "~/content/consent";
import { privacySectionsOf } from "~/content/privacy";
import { defaultSite } from "~/content/site";
import { parseServerEnv } from "../../server/env";
import { retentionPeriods } from "../../server/subscriptions/retention";

const privacySections = privacySectionsOf(defaultSite);

const privacyText = privacySections.flatMap((section) => section.paragraphs).join(" ");

describe("the consent wording's version", () => {
  it("changes when the text changes, even by one character, and is stable otherwise", () => {
    const text = `${consentWording.before} ${consentWording.linkText}${consentWording.after}`;
    expect(versionOf(text)).toBe(consentVersion);
    expect(versionOf(`${text} `)).not.toBe(consentVersion);
    expect(versionOf(text.replace("week", "month"))).not.toBe(consentVersion);
    expect(consentVersion).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe("the privacy notice states the periods the code applies", () => {
  it("names each retention period the daily run enforces", () => {
    expect(privacyText).toContain(
      `not confirmed within ${retentionPeriods.unconfirmedDays} days of its confirmation e-mail is deleted`,
    );
    expect(privacyText).toContain(`emptied ${retentionPeriods.sentPayloadDays} days after they are sent`);
    const months = parseServerEnv({}).MESSAGE_RETENTION_MONTHS;
    expect(privacyText).toContain(`Contact messages are deleted ${months} months after they were sent`);
  });

  it("says how long backups made before an erasure are kept, as the nightly backup's rotation does", () => {
    const service = readFileSync("deploy/next-move-strategy-backup.service", "utf8");
    const keep = Number(service.match(/KEEP_BACKUPS=(\d+)/)?.[1]);
    expect(readFileSync("deploy/next-move-strategy-backup.timer", "utf8")).toMatch(/OnCalendar=\*-\*-\* /);
    expect(privacyText).toContain(`backed up every night and only the ${keep} newest backups are kept`);
    expect(privacyText).toContain(`made before the deletion are gone within ${keep} days`);
  });

  it("says no IP address is recorded, what unsubscribing keeps, and that erasure keeps only the address's fingerprint", () => {
    expect(privacyText).toContain("I do not record your IP address.");
    expect(privacyText).toContain("your subscription stays on my list marked as unsubscribed");
    expect(privacyText).toContain("All I keep is a one-way fingerprint of your address (its SHA-256 hash)");
  });
});
