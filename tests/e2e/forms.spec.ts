import { defaultSite as site } from "../../app/content/site";
import { expectNoAxeViolations } from "./support/axe";
import { careerSession, consultingSession, sessionHref } from "./support/counted-links";
import { holdRoute } from "./support/held-route";
import { expect, type Page, test } from "./support/test";

const uniqueEmail = () => `reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function subscribe(page: Page, email: string) {
  const field = page.getByRole("textbox", { name: "Email address" });
  await field.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  return field;
}

test.describe("newsletter subscribe form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/newsletter");
    await expect(page.getByRole("heading", { name: "Never Miss an Issue" })).toBeVisible();
  });

  test("subscribes, thanks the visitor and clears the field; the same address again is refused and kept", async ({ page }) => {
    const email = uniqueEmail();
    const field = await subscribe(page, email);
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
    await expect(field).toHaveValue("");

    await subscribe(page, email.toUpperCase());
    await expect(page.getByText("Subscription Failed")).toBeVisible();
    await expect(page.getByText("This email is already subscribed to our newsletter.")).toBeVisible();
    await expect(field).toHaveValue(email.toUpperCase());
  });

  test("explains a server error and keeps the address", async ({ page }) => {
    await page.route("**/rest/v1/subscribers", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "XX000", message: "boom" }) }),
    );
    const field = await subscribe(page, "kept@example.com");
    await expect(page.getByText("Unable to subscribe. Please try again later.")).toBeVisible();
    await expect(field).toHaveValue("kept@example.com");
  });

  test("explains a lost connection and keeps the address", async ({ page }) => {
    await page.route("**/rest/v1/subscribers", (route) => route.abort("internetdisconnected"));
    const field = await subscribe(page, "offline@example.com");
    await expect(page.getByText("Connection error. Please check your internet connection and try again.")).toBeVisible();
    await expect(field).toHaveValue("offline@example.com");
  });

  test("shows 'Subscribing...' on a disabled button while the request is pending", async ({ page }) => {
    const server = await holdRoute(page, "**/rest/v1/subscribers", (route) => route.fulfill({ status: 201, body: "" }));
    await page.getByRole("textbox", { name: "Email address" }).fill("patient@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    const pending = page.getByRole("button", { name: "Subscribing..." });
    await expect(pending).toBeDisabled();
    server.release();
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("does nothing with an empty address", async ({ page }) => {
    let posted = false;
    await page.route("**/rest/v1/subscribers", (route) => {
      posted = true;
      return route.fulfill({ status: 201, body: "" });
    });
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveJSProperty("validity.valueMissing", true);
    expect(posted).toBe(false);
    await expect(page.getByText("Success!")).toHaveCount(0);
  });

  test("links the privacy notice under the field", async ({ page }) => {
    await page.getByRole("link", { name: "privacy notice" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  });
});

test.describe("contact form", () => {
  async function fillContact(page: Page) {
    await page.getByRole("textbox", { name: "Full name" }).fill("Priya Shah");
    await page.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail());
    await page.getByRole("combobox", { name: "What would you like to talk about?" }).selectOption("consulting");
    await page.getByRole("textbox", { name: "Subject" }).fill("Moving into consulting");
    await page.getByRole("textbox", { name: "Message" }).fill("I lead operations at a logistics firm and want to consult.");
  }

  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
  });

  test("sends the message, confirms it and resets every field", async ({ page }) => {
    await fillContact(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent")).toBeVisible();
    await expect(page.getByText("Thank you for your message. We'll respond within 24 hours.")).toBeVisible();
    for (const name of ["Full name", "Email address", "Subject", "Message"]) {
      await expect(page.getByRole("textbox", { name })).toHaveValue("");
    }
    await expect(page.getByRole("combobox", { name: "What would you like to talk about?" })).toHaveValue("career");
  });

  test("keeps everything typed and gives the e-mail address when sending fails", async ({ page }) => {
    await page.route("**/rest/v1/contact_messages", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await fillContact(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Not Sent")).toBeVisible();
    await expect(page.getByText(`Please try again, or e-mail ${site.email}.`)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Priya Shah");
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("Moving into consulting");
    await expect(page.getByRole("combobox", { name: "What would you like to talk about?" })).toHaveValue("consulting");
  });

  test("does not send while a required field is empty", async ({ page }) => {
    let posted = false;
    await page.route("**/rest/v1/contact_messages", (route) => {
      posted = true;
      return route.fulfill({ status: 201, body: "" });
    });
    await fillContact(page);
    await page.getByRole("textbox", { name: "Subject" }).fill("");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveJSProperty("validity.valueMissing", true);
    expect(posted).toBe(false);
    await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Priya Shah");
  });

  test("shows a clear message for a subject of only spaces, which the browser alone would accept", async ({ page }) => {
    await fillContact(page);
    await page.getByRole("textbox", { name: "Subject" }).fill("   ");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a subject.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveAttribute("aria-invalid", "true");
  });

  test("'View Available Sessions' leads to both booking links", async ({ page }) => {
    await page.getByRole("link", { name: "View Available Sessions" }).click();
    await expect(page).toHaveURL(/#booking-link$/);
    const booking = page.locator("#booking-link");
    await expect(booking).toBeInViewport();
    await expect(booking.getByRole("link", { name: /Book Career Session/ })).toHaveAttribute(
      "href",
      sessionHref(careerSession, "/contact"),
    );
    await expect(booking.getByRole("link", { name: /Book Business Session/ })).toHaveAttribute(
      "href",
      sessionHref(consultingSession, "/contact"),
    );
  });
});

test("the page that answers a form posted before the script ran passes axe and keeps what was typed", async ({ page }) => {
  await page.goto("/privacy");
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/forms/contact";
    const fields = { name: "Priya Shah", email: "not-an-address", interest: "career", subject: "Hello", message: "Kept." };
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement("input");
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  });
  await expect(page.getByRole("heading", { level: 1, name: "Message Not Sent" })).toBeVisible();
  await expect(page.getByText("Please enter a valid e-mail address, like name@example.com.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("not-an-address");
  await expectNoAxeViolations(page);
});
