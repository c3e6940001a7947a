import { describe, expect, it } from "vitest";
import { parsePublicEnv } from "~/lib/public-env";
import { parseServerEnv } from "../../server/env";

describe("public settings", () => {
  it("works with nothing set, for local use", () => {
    expect(parsePublicEnv({})).toEqual({
      PUBLIC_ORIGIN: "http://localhost:3000",
      BACKEND_URL: "",
      BACKEND_ANON_KEY: "local-anon-key",
    });
  });

  it("takes a Supabase backend and trims trailing slashes", () => {
    const env = parsePublicEnv({
      PUBLIC_ORIGIN: "https://www.coach.example/",
      BACKEND_URL: "https://abc.supabase.co/",
      BACKEND_ANON_KEY: "eyJ",
    });
    expect(env).toEqual({
      PUBLIC_ORIGIN: "https://www.coach.example",
      BACKEND_URL: "https://abc.supabase.co",
      BACKEND_ANON_KEY: "eyJ",
    });
  });

  it("fails with a message naming each bad variable", () => {
    expect(() => parsePublicEnv({ PUBLIC_ORIGIN: "www.coach.example", BACKEND_URL: "ftp://x" })).toThrow(
      /PUBLIC_ORIGIN: PUBLIC_ORIGIN must be an http\(s\) URL[\s\S]*BACKEND_URL: BACKEND_URL must be empty or an http\(s\) URL/,
    );
  });
});

describe("server settings", () => {
  it("defaults to localhost:3000 with the embedded database in ./data and 5 inserts a minute", () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({ HOST: "localhost", PORT: 3000, RATE_LIMIT_PER_MINUTE: 5, TRUST_PROXY: 0 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
  });

  it("reads numbers and switches", () => {
    expect(parseServerEnv({ PORT: "8080", RATE_LIMIT_PER_MINUTE: "0", TRUST_PROXY: "true" })).toMatchObject({
      PORT: 8080,
      RATE_LIMIT_PER_MINUTE: 0,
      TRUST_PROXY: 1,
    });
    expect(parseServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseServerEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
  });

  it("turns notifications off by default, sending to and from the site's contact address once on", () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({ NOTIFY_TO: "hello@nextmovestrategy.co.uk", NOTIFY_FROM: "hello@nextmovestrategy.co.uk" });
    expect(env).toMatchObject({ NOTIFY_SUBSCRIBERS: false });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.NOTIFY_WEBHOOK_URL).toBeUndefined();
  });

  it("reads the notification settings", () => {
    const env = parseServerEnv({
      SMTP_URL: "smtp://coach%40gmail.com:app-password@smtp.gmail.com:587",
      NOTIFY_TO: "coach@example.com",
      NOTIFY_FROM: "coach@gmail.com",
      NOTIFY_WEBHOOK_URL: "https://hooks.example.com/new-message",
      NOTIFY_SUBSCRIBERS: "true",
    });
    expect(env).toMatchObject({
      SMTP_URL: "smtp://coach%40gmail.com:app-password@smtp.gmail.com:587",
      NOTIFY_TO: "coach@example.com",
      NOTIFY_FROM: "coach@gmail.com",
      NOTIFY_WEBHOOK_URL: "https://hooks.example.com/new-message",
      NOTIFY_SUBSCRIBERS: true,
    });
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must start with postgres/],
    [{ RATE_LIMIT_PER_MINUTE: "-1" }, /RATE_LIMIT_PER_MINUTE/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY must be true, false or a number of proxies/],
    [{ TRUST_PROXY: "-1" }, /TRUST_PROXY must be true, false or a number of proxies/],
    [{ SMTP_URL: "smtp.gmail.com:587" }, /SMTP_URL must look like smtp:\/\//],
    [{ SMTP_URL: "https://smtp.gmail.com" }, /SMTP_URL must look like smtp:\/\//],
    [{ NOTIFY_TO: "coach" }, /NOTIFY_TO must be an e-mail address/],
    [{ NOTIFY_FROM: "Coach <coach@example.com>" }, /NOTIFY_FROM must be an e-mail address/],
    [{ NOTIFY_WEBHOOK_URL: "hooks.example.com" }, /NOTIFY_WEBHOOK_URL must be an http\(s\) URL/],
    [{ NOTIFY_SUBSCRIBERS: "yes" }, /NOTIFY_SUBSCRIBERS must be true or false/],
  ])("refuses %j with a clear message", (env, message) => {
    expect(() => parseServerEnv(env)).toThrow(message);
  });
});

describe("who is told and who may sign in, when unset", () => {
  it("is the address the coach saved in Your details, not the content's sample", () => {
    const env = parseServerEnv({}, "Claire@Her-Own.example");
    expect(env.NOTIFY_TO).toBe("Claire@Her-Own.example");
    expect(env.NOTIFY_FROM).toBe("Claire@Her-Own.example");
    expect(env.ADMIN_EMAILS).toEqual(["claire@her-own.example"]);
  });

  it("gives way to NOTIFY_TO and ADMIN_EMAILS when they are set", () => {
    const env = parseServerEnv(
      { NOTIFY_TO: "inbox@coach.example", ADMIN_EMAILS: "a@coach.example, B@coach.example" },
      "claire@her-own.example",
    );
    expect(env.NOTIFY_TO).toBe("inbox@coach.example");
    expect(env.ADMIN_EMAILS).toEqual(["a@coach.example", "b@coach.example"]);
  });
});
