import { type ReactNode, useState } from "react";
import { createPortal } from "react-dom";

/**
 * Renders its children in a shadow root of their own, handed to `children` so a library can mount its styles there.
 * CodeMirror writes its styles into a <style> element in a document, which the back office's Content-Security-Policy
 * refuses; in a shadow root it uses constructed style sheets, which the policy does not govern.
 */
export function ShadowHost({ children }: { children: (root: ShadowRoot) => ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  return (
    <div
      ref={(host) => {
        if (host && !root) setRoot(host.shadowRoot ?? host.attachShadow({ mode: "open" }));
      }}
    >
      {root ? createPortal(children(root), root) : null}
    </div>
  );
}
