import { Toaster as SonnerToaster } from "sonner";

/** Where form results appear: announced politely to screen readers, and on screen for 6 seconds. */
export function Toaster() {
  return (
    <SonnerToaster position="bottom-right" richColors closeButton duration={6000} toastOptions={{ className: "text-base" }} />
  );
}
