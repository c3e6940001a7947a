import type { Context } from "hono";

/**
 * The back office's one vocabulary for a refused request (decision 054): `{ code, message, …more }`, where `message`
 * is the sentence the screen shows and `code` one word a screen can act on. The status says the kind of refusal and
 * gives the word unless a finer one is named (`exists`, `problems`, `no-mail`…).
 */
const wordOfStatus = {
  400: "invalid",
  401: "signed-out",
  403: "forbidden",
  404: "not-found",
  409: "conflict",
  410: "gone",
  413: "too-large",
  415: "unsupported-type",
  422: "invalid",
  429: "too-many",
  502: "provider-failed",
  503: "busy",
} as const;

export type RefusedStatus = keyof typeof wordOfStatus;

/** What a refusal says: the sentence, a finer word than the status's if there is one, and anything the screen needs. */
export interface RefusalBody {
  message: string;
  code?: string;
  [more: string]: unknown;
}

/** Answers `status` with the back office's refusal body. */
export function refuse(c: Context, status: RefusedStatus, body: RefusalBody) {
  const { code = wordOfStatus[status], ...more } = body;
  return c.json({ code, ...more }, status);
}
