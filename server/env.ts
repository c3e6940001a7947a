import path from "node:path";
import { z } from "zod";
import { parsePublicEnv } from "../app/lib/public-env";

const serverEnvSchema = z.object({
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Folder of the embedded database; ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** A PostgreSQL connection string; when set, it replaces the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  /** Inserts allowed per visitor IP, per table, per minute; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(5),
  /** Set when behind a proxy you trust: the client IP is then read from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(["", "0", "1", "true", "false"], { error: "TRUST_PROXY must be true or false" })
    .default("")
    .transform((value) => value === "1" || value === "true"),
  /** Where the built site is; the default is what `npm run build` writes. */
  BUILD_DIR: z.string().min(1).default("build/client"),
});

export type ServerEnv = z.infer<typeof serverEnvSchema> & ReturnType<typeof parsePublicEnv>;

/** Reads and checks the server's settings, failing with one message that names every bad variable. */
export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = serverEnvSchema.safeParse(blanksRemoved);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    BUILD_DIR: path.resolve(result.data.BUILD_DIR),
    ...parsePublicEnv(env),
  };
}
