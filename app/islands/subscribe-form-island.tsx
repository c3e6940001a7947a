import { SubscribeForm } from "~/components/ui/subscribe-form";
import { Toaster } from "~/components/ui/toaster";

/** The subscribe form with the toasts that answer it: one island, so that both hydrate together (decision 072). */
export function SubscribeFormIsland() {
  return (
    <>
      <SubscribeForm />
      <Toaster />
    </>
  );
}
