import { useEffect, useState } from "react";
import { adminPost } from "./admin-api";

const typingPauseMs = 1_200;

/** What the server renders from `body` at `path` (an e-mail or page preview), a moment after each change. */
export function useServerPreview<T>(path: string, body: unknown) {
  const [preview, setPreview] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await adminPost(path, body);
      if (!current) return;
      if (answer.status === 200) {
        setPreview(answer.body as unknown as T);
        setFailure(null);
      } else setFailure(answer.message);
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [path, body]);
  return { preview, failure };
}
