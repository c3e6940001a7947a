import { z } from "zod";

/**
 * Deployment values the browser needs. They are read from the environment at
 * build time, checked here, and baked into the build (see vite.config.ts).
 */
export const publicEnvSchema = z.object({
  /** Origin the site is served from; canonical and Open Graph URLs use it. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: "PUBLIC_ORIGIN must be an http(s) URL such as https://www.example.co.uk" })
    .transform((value) => value.replace(/\/+$/, ""))
    .default("http://localhost:3000"),
  /** Where the REST API lives: empty for this site's own server, or a Supabase project URL. */
  BACKEND_URL: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "BACKEND_URL must be empty or an http(s) URL" })])
    .transform((value) => value.replace(/\/+$/, ""))
    .default(""),
  /** The public anonymous key sent with inserts (Supabase's anon key, or any value for our server). */
  BACKEND_ANON_KEY: z.string().min(1, "BACKEND_ANON_KEY must not be empty").default("local-anon-key"),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

/** Parses the environment, throwing one readable message that names every bad variable. */
export function parsePublicEnv(env: Record<string, string | undefined>): PublicEnv {
  const result = publicEnvSchema.safeParse({
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || undefined,
    BACKEND_URL: env.BACKEND_URL,
    BACKEND_ANON_KEY: env.BACKEND_ANON_KEY || undefined,
  });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join("\n")}`);
}
