import { describe, expect, it } from "vitest";
import { createRateLimiter } from "../../server/http/rate-limit";

describe("rate limiter", () => {
  it("allows the limit per window, then refuses until the window has passed", () => {
    let time = 0;
    const allow = createRateLimiter(2, { now: () => time });
    expect([allow("a"), allow("a"), allow("a")]).toEqual([true, true, false]);
    expect(allow("b")).toBe(true);
    time = 60_000;
    expect(allow("a")).toBe(true);
  });

  it("takes another window length, such as a day", () => {
    let time = 0;
    const allow = createRateLimiter(1, { windowMs: 86_400_000, now: () => time });
    expect(allow("a")).toBe(true);
    time = 3_600_000;
    expect(allow("a")).toBe(false);
    time = 86_400_000;
    expect(allow("a")).toBe(true);
  });

  it("remembers at most maxKeys windows when 100,000 addresses arrive in one minute, forgetting the oldest", () => {
    const allow = createRateLimiter(1, { maxKeys: 50_000, now: () => 1_000 });
    for (let index = 0; index < 100_000; index++) allow(`key-${index}`);
    expect(allow.size).toBe(50_000);
    expect(allow("key-99999")).toBe(false);
    expect(allow("key-0")).toBe(true);
  });

  it("drops expired windows as new keys arrive, so a quiet day leaves nothing behind", () => {
    let time = 0;
    const allow = createRateLimiter(1, { now: () => time });
    for (let index = 0; index < 1_000; index++) allow(`key-${index}`);
    time = 60_000;
    allow("late");
    expect(allow.size).toBe(1);
  });
});
