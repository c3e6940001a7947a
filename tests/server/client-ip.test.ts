import { describe, expect, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { canonicalClientKey } from "../../server/http/client-ip";
import { onEachStore } from "./support/databases";
import { suiteDatabase } from "./support/suite";

describe("canonical client key", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["203.000.113.007", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["[::FFFF:cb00:7107]:443", "203.0.113.7"],
    ["2001:DB8:0:0:1::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0000:0000:ffff:ffff:ffff:ffff", "2001:db8:0:0::/64"],
    ["[2001:db8::42]:8080", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("%s → %s", (text, key) => {
    expect(canonicalClientKey(text)).toBe(key);
  });

  it.each(["unknown", "", "999.1.1.1", "1.2.3", "a".repeat(16_000), "<script>", "2001:db8::g"])(
    "%j is not an address",
    (text) => {
      expect(canonicalClientKey(text)).toBeUndefined();
    },
  );
});

onEachStore("client IP behind a trusted proxy on %s", (kind) => {
  const test = suiteDatabase(kind);

  const appFor = (trustProxy: number) => createApp({ ...testAppOptions, db: test.db, rateLimitPerMinute: 2, trustProxy });
  let counter = 0;
  const subscribe = (app: ReturnType<typeof appFor>, forwardedFor: string | undefined, socketAddress = "10.0.0.9") =>
    app.request(
      "/rest/v1/subscribers",
      {
        method: "POST",
        body: JSON.stringify({ email: `visitor-${counter++}@example.com` }),
        headers: { "Content-Type": "application/json", ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}) },
      },
      { incoming: { socket: { remoteAddress: socketAddress } } },
    );

  it("limits a client that rotates spoofed leftmost entries, keyed on what the proxy appended", async () => {
    const app = appFor(1);
    const statuses = [];
    for (let index = 0; index < 5; index++) statuses.push((await subscribe(app, `198.51.100.${index}, 203.0.113.7`)).status);
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    expect((await subscribe(app, "203.0.113.8")).status).toBe(201);
  });

  it("counts two trusted hops from the right", async () => {
    const app = appFor(2);
    const statuses = [];
    for (let index = 0; index < 3; index++)
      statuses.push((await subscribe(app, `spoof-${index}, 203.0.113.20, 10.0.0.1`)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("falls back to the socket address when the header is not an IP address", async () => {
    const app = appFor(1);
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await subscribe(app, `garbage-${index}`, "192.0.2.50")).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("ignores the header without a trusted proxy", async () => {
    const app = appFor(0);
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await subscribe(app, `203.0.113.${index}`, "192.0.2.60")).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("puts one IPv6 /64 and every spelling of one address in one bucket", async () => {
    const app = appFor(1);
    const spellings = ["2001:db8:1:2::1", "2001:DB8:1:2:ffff::9", "[2001:0db8:0001:0002::1]:443"];
    const statuses = [];
    for (const spelling of spellings) statuses.push((await subscribe(app, spelling)).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await subscribe(app, "192.0.2.70")).status).toBe(201);
    expect((await subscribe(app, "192.000.002.070:5000")).status).toBe(201);
    expect((await subscribe(app, "::ffff:192.0.2.70")).status).toBe(429);
  });
});
