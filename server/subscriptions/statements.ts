import { createHash, randomBytes } from "node:crypto";
import type { Statement } from "../storage/db";

/**
 * Several data-changing statements as one, so they commit together wherever a single
 * statement is accepted (the owner step of an anonymous insert, a plain query): each
 * but the last becomes a WITH clause, and their $n placeholders are renumbered.
 */
export function combineStatements(statements: readonly Statement[]): Statement {
  const params: unknown[] = [];
  const parts = statements.map((statement) => {
    const offset = params.length;
    params.push(...statement.params);
    return statement.sql.replace(/\$(\d+)/g, (_, number: string) => `$${Number(number) + offset}`);
  });
  const last = parts.pop() ?? "select 1";
  const clauses = parts.map((sql, index) => `step${index} as (${sql})`);
  return { sql: clauses.length > 0 ? `with ${clauses.join(", ")} ${last}` : last, params };
}

/** A secret for a link: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash: a copy of the database cannot act on anyone's behalf. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
