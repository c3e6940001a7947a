import { clientAppStarted } from "./client-app-started";
import { fieldsChangedInHtml } from "./fields-changed-in-html";

/**
 * When a page that hydrates (see app/lib/hydration.ts) loads and starts its client app (decision 020). Its HTML
 * already shows everything and every link, accordion and form works as plain HTML; React is needed only once the
 * visitor does something a script answers (types a search, picks a tab, sends a form). So the page loads no app
 * as it opens: this code, in the loader it opens with (app/lib/client-app-loader.ts), fetches and starts the
 * app on the visitor's first sign of acting: a pointer moving over the page, a press or touch, a key,
 * focus moving, a click (a screen reader may send one alone) or a wheel turn.
 * The app starts at once where the address already holds state the page must show (a search or tab in the
 * query or hash), where the visitor acted before this code ran (focus or a typed field: the browser may also
 * refill a form on the way back to a page), and in the back office, which is nothing but live state.
 */
export const firstSignsOfAVisitor = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "click", "wheel"] as const;

function addressNeedsAppAtOnce(location: Pick<Location, "pathname" | "search" | "hash">): boolean {
  return location.search !== "" || location.hash !== "" || location.pathname.startsWith("/admin");
}

/** Focus is already on something in the page, or a field already holds something typed or picked. */
function visitorActedBeforeScript(document: Document): boolean {
  const focused = document.activeElement;
  return (focused !== null && focused !== document.body) || fieldsChangedInHtml(document.body).length > 0;
}

/**
 * A button that does nothing without a script, so that a press on it before the app has started meets nothing
 * (a popover's button opens its popover by itself).
 */
function scriptOnlyButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest("button") : null;
  if (button?.type !== "button" || button.hasAttribute("popovertarget") || button.hasAttribute("commandfor")) return null;
  return button;
}

/** Keys the browser answers itself on a button: focus moves on Tab, and Enter and Space send a click. */
const keysTheBrowserAnswers = new Set(["Tab", "Enter", " "]);

/** What the visitor did before the app could hear it, to hand on to the app once it has started. */
type Press =
  | { kind: "click"; button: HTMLButtonElement }
  | { kind: "key"; button: HTMLButtonElement; key: string }
  | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null; showIdle: () => void };

/**
 * A form being sent shows it at once (decision 023): its submit button's label becomes the one the button's
 * `data-sending-label` names ("Subscribing..."), as the app's own render would. Returns what puts the label back,
 * called as the form is handed on, so that the app starts from the label it rendered and shows its own.
 */
function showSending(submitter: HTMLElement | null): () => void {
  const sendingLabel = submitter?.dataset.sendingLabel;
  if (!submitter || !sendingLabel) return () => undefined;
  const idleLabel = submitter.textContent;
  submitter.textContent = sendingLabel;
  return () => {
    submitter.textContent = idleLabel;
  };
}

function pressToHandOn(event: Event): Press | null {
  const button = scriptOnlyButton(event.target);
  if (!button) return null;
  if (event.type === "click") return { kind: "click", button };
  if (!(event instanceof KeyboardEvent) || keysTheBrowserAnswers.has(event.key)) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return { kind: "key", button, key: event.key };
}

function handOn(press: Press): void {
  if (press.kind === "submit") {
    const { form, submitter } = press;
    press.showIdle();
    if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
    return;
  }
  const { button } = press;
  if (!button.isConnected) return;
  if (press.kind === "key") {
    button.dispatchEvent(new KeyboardEvent("keydown", { key: press.key, bubbles: true, cancelable: true }));
    return;
  }
  // A press handed on must leave focus where the visitor has since put it (a tab focuses itself as it is pressed).
  const focused = button.ownerDocument.activeElement;
  button.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0 }));
  button.click();
  if (focused instanceof HTMLElement && focused !== button.ownerDocument.activeElement) focused.focus({ preventScroll: true });
}

/**
 * Does again the presses and keys the page noted before its loader ran (decision 093) on buttons only a script
 * answers, now that the loader hears them: a tab pressed that early is shown chosen, an arrow key moves on, and the
 * app is handed both as it starts. Nothing else is done twice: a link or a summary has already done its part.
 */
export function replayActsBeforeLoader(events: Event[]): void {
  for (const event of events) {
    const press = pressToHandOn(event);
    if (press) handOn(press);
  }
}

/**
 * Keeps what the visitor does before the app has started, and hands it to the app once it has, in order: a press or
 * an arrow key on a button only a script answers (a tab or a card's details, tapped on a slow connection, still
 * open), and a form sent, held back so that the app sends it as it does any other (should the app fail to load, the
 * form is sent as plain HTML). What is kept goes no further until then: React, hydrating, would answer some such
 * presses and drop others, and none must be answered twice. A held form shows its sending label meanwhile. What else a press does without a script (a link, a
 * summary, a popover, focus) happens as usual, and letters typed are taken up by the fields themselves
 * (app/lib/use-input-made-before-start.ts).
 */
function answerPressesWhenStarted(page: Window, firstSign: Event | undefined, appLoaded: Promise<unknown>): void {
  const kept: Press[] = [];
  const keep = (event: Event) => {
    const press = pressToHandOn(event);
    if (!press) return;
    event.stopPropagation();
    kept.push(press);
  };
  const keepSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    kept.push({ kind: "submit", form: event.target, submitter: event.submitter, showIdle: showSending(event.submitter) });
  };
  if (firstSign) keep(firstSign);
  const keeping = new AbortController();
  for (const type of ["click", "keydown"]) page.addEventListener(type, keep, { capture: true, signal: keeping.signal });
  page.addEventListener("submit", keepSubmit, { capture: true, signal: keeping.signal });
  const handOnKept = () => {
    keeping.abort();
    for (const press of kept.splice(0)) handOn(press);
  };
  appLoaded.catch(handOnKept);
  page.document.addEventListener(clientAppStarted, handOnKept, { once: true });
}

/** Starts the app (`startApp` loads and runs its entry) when the page needs it: at once, or on a first sign. */
export function hydrateWhenNeeded(page: Window, startApp: () => Promise<unknown>): void {
  if (addressNeedsAppAtOnce(page.location) || visitorActedBeforeScript(page.document)) {
    answerPressesWhenStarted(page, undefined, startApp());
    return;
  }
  const listening = new AbortController();
  const start = (event: Event) => {
    listening.abort();
    answerPressesWhenStarted(page, event, startApp());
  };
  for (const type of firstSignsOfAVisitor) {
    page.addEventListener(type, start, { capture: true, passive: true, signal: listening.signal });
  }
}
