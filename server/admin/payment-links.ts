import { Hono } from "hono";
import { z } from "zod";
import { refuse } from "../http/refusal";
import { namePaymentLink, paymentLinksToName } from "../sales/payment-links";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";

const nameInput = z.object({
  name: z.string().trim().min(1, "Write what this link sells.").max(100, "Please keep the name under 100 characters."),
});

/** A Payment Link's code as Stripe writes it. */
const paymentLinkCode = /^plink_[A-Za-z0-9_]{1,190}$/;

/**
 * /admin/api/payment-links: GET the Stripe Payment Links sales came through without naming a product, each with the
 * name she gave it; PUT /:paymentLink `{ name }` names one, and every sale through it is listed under that name.
 */
export function createPaymentLinksApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => c.json(await paymentLinksToName(db)));

  api.put("/:paymentLink", async (c) => {
    const paymentLink = c.req.param("paymentLink");
    if (!paymentLinkCode.test(paymentLink)) return refuse(c, 404, { message: "There is no such Payment Link." });
    const parsed = nameInput.safeParse(await jsonObject(c.req.raw));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Send the name as { name }.";
      return refuse(c, 400, { message, errors: { name: message } });
    }
    await namePaymentLink(db, paymentLink, parsed.data.name, c.get("adminSession").email);
    return c.json(await paymentLinksToName(db));
  });

  return api;
}
