import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-sink";
import { smtpTransportOptions } from "../../server/mail/notification-email";

describe("SMTP transport security", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.stop());

  it.each([
    ["smtp://user:pw@smtp.gmail.com:587", false, true],
    ["smtp://user:pw@smtp.gmail.com:587", true, false],
    ["smtps://user:pw@smtp.fastmail.com:465", false, false],
    ["smtp://127.0.0.1:2525", false, false],
  ])("%s with SMTP_INSECURE=%s requires STARTTLS: %s", (url, insecure, required) => {
    expect(smtpTransportOptions(url, insecure).requireTLS).toBe(required);
  });

  it("refuses to send through a server that offers no STARTTLS, so the password never goes out in clear", async () => {
    const port = new URL(smtp.url).port;
    const options = smtpTransportOptions("smtp://user:pw@smtp.example.com:587");
    const transport = nodemailer.createTransport({ ...options, url: undefined, host: "127.0.0.1", port: Number(port) });
    await expect(transport.sendMail({ from: "a@example.com", to: "b@example.com", subject: "x", text: "x" })).rejects.toThrow(
      /STARTTLS/i,
    );
    const insecure = smtpTransportOptions("smtp://smtp.example.com:587", true);
    const relay = nodemailer.createTransport({ ...insecure, url: undefined, host: "127.0.0.1", port: Number(port) });
    await relay.sendMail({ from: "a@example.com", to: "b@example.com", subject: "through the relay", text: "x" });
    expect((await smtp.waitForMails(1))[0]?.parsed.subject).toBe("through the relay");
  });
});
