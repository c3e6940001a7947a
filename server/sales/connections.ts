import type { ConnectionStatus, WebhookProvider } from "../../app/admin/connections/types";
import type { Database } from "../storage/db";
import { scrubInBackground } from "../storage/scrub";

export type { WebhookProvider };

/** The personal access token that made the coach's Calendly webhook subscription, and the subscription's address. */
export interface CalendlySubscription {
  token: string;
  subscriptionUri: string;
}

/** The Calendly account a subscription was made for, as Calendly names it (either may be empty). */
export interface CalendlyAccount {
  name: string;
  email: string;
}

export const webhookProviders: readonly WebhookProvider[] = ["stripe", "cal", "calendly"];

/** The signing secrets the server's settings give (STRIPE_WEBHOOK_SECRET, CAL_WEBHOOK_SECRET, CALENDLY_WEBHOOK_SIGNING_KEY). */
export type WebhookSecrets = Partial<Record<WebhookProvider, string>>;

/** How long a server trusts the secrets it read: another server on the same database sees a change within it. */
const savedSecretsTtlMs = 2_000;

/**
 * Each provider's connection: the secret the coach saved at Connections (a server setting wins
 * over it), how many webhook events were accepted and when the last came, and the last refused
 * webhook event and why. The secrets are read from the database at most every 2 seconds.
 */
export function createConnections(db: Database, environment: WebhookSecrets) {
  let saved: { at: number; secrets: Promise<Map<string, string>> } | undefined;

  function savedSecrets() {
    if (!saved || Date.now() - saved.at > savedSecretsTtlMs) {
      const secrets = db
        .query("select provider, secret from public.webhook_connections where secret is not null")
        .then((rows) => new Map(rows.map((row) => [String(row.provider), String(row.secret)])));
      saved = { at: Date.now(), secrets };
      secrets.catch(() => {
        saved = undefined;
      });
    }
    return saved.secrets;
  }

  /** Inserts the provider's row with each of `columns` set to its SQL value, or sets them on the row already there. */
  const upsert = (provider: WebhookProvider, columns: Record<string, string>, params: unknown[] = []) =>
    db.query(
      `insert into public.webhook_connections as connection (provider, ${Object.keys(columns).join(", ")})
        values ($1, ${Object.values(columns).join(", ")})
        on conflict (provider) do update set ${Object.entries(columns)
          .map(([column, value]) => `${column} = ${value}`)
          .join(", ")}`,
      [provider, ...params],
    );

  const fromServerSettings = (provider: WebhookProvider) => environment[provider] !== undefined;

  return {
    /** The secret a webhook event must be signed with: the server's setting, else the saved one; undefined when neither (404). */
    async secretOf(provider: WebhookProvider): Promise<string | undefined> {
      return environment[provider] ?? (await savedSecrets()).get(provider);
    },

    /** Whether the server's settings give the provider's secret: one saved here is then not used. */
    fromServerSettings,

    async save(provider: WebhookProvider, secret: string, savedBy: string) {
      await upsert(provider, { secret: "$2", secret_saved_at: "now()", secret_saved_by: "$3" }, [secret, savedBy]);
      saved = undefined;
    },

    /**
     * Keeps the signing key of the Calendly subscription the server created, the token and address that delete it,
     * and the account it was made for.
     */
    async saveCalendlySubscription(
      subscription: CalendlySubscription & { signingKey: string; account: CalendlyAccount },
      savedBy: string,
    ) {
      const { signingKey, token, subscriptionUri, account } = subscription;
      const columns = {
        secret: "$2",
        secret_saved_at: "now()",
        secret_saved_by: "$3",
        api_token: "$4",
        subscription_uri: "$5",
        account_name: "$6",
        account_email: "$7",
      };
      await upsert("calendly", columns, [signingKey, savedBy, token, subscriptionUri, account.name, account.email]);
      saved = undefined;
    },

    /** The Calendly subscription the server created from the screen, if any: Disconnect deletes it in Calendly. */
    async calendlySubscription(): Promise<CalendlySubscription | undefined> {
      const [row] = await db.query(
        "select api_token, subscription_uri from public.webhook_connections where provider = 'calendly' and subscription_uri is not null",
      );
      return row ? { token: String(row.api_token), subscriptionUri: String(row.subscription_uri) } : undefined;
    },

    /**
     * Forgets the saved secret and the counts: the endpoint answers 404 again unless a server setting gives one. The
     * secret and Calendly's token stay in the table's old row versions (each event counted copied them) until it is
     * rewritten: it is scrubbed as an erasure is, so that no later backup holds them.
     */
    async disconnect(provider: WebhookProvider) {
      await db.query("delete from public.webhook_connections where provider = $1", [provider]);
      saved = undefined;
      await scrubInBackground(db, ["webhook_connections"]);
    },

    async recordEvent(provider: WebhookProvider) {
      await db.query(
        `insert into public.webhook_connections as connection (provider, events, last_event_at) values ($1, 1, now())
          on conflict (provider) do update set events = connection.events + 1, last_event_at = now()`,
        [provider],
      );
    },

    async recordRefusal(provider: WebhookProvider, reason: string) {
      await upsert(provider, { last_refusal_at: "now()", last_refusal_reason: "$2" }, [reason.slice(0, 200)]);
    },

    /** What the Connections screen shows of each provider; `origin` is the site's (PUBLIC_ORIGIN). */
    async statuses(origin: string): Promise<ConnectionStatus[]> {
      const rows = await db.query(
        `select provider, right(secret, 4) as secret_end, secret_saved_at, events::text as events, subscription_uri,
            last_event_at, last_refusal_at, last_refusal_reason, account_name, account_email
          from public.webhook_connections`,
      );
      const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
      return webhookProviders.map((provider) => {
        const row = rows.find((found) => found.provider === provider);
        return {
          provider,
          address: `${origin}/webhooks/${provider}`,
          fromServerSettings: fromServerSettings(provider),
          savedSecretEnd: row?.secret_end ? String(row.secret_end) : null,
          savedAt: iso(row?.secret_saved_at),
          subscribedFromHere: Boolean(row?.subscription_uri),
          account:
            row?.account_name || row?.account_email
              ? { name: String(row.account_name ?? ""), email: String(row.account_email ?? "") }
              : null,
          events: Number(row?.events ?? 0),
          lastEventAt: iso(row?.last_event_at),
          lastRefusal: row?.last_refusal_at
            ? { at: iso(row.last_refusal_at) as string, reason: String(row.last_refusal_reason) }
            : null,
        };
      });
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;
