import * as Popover from "@radix-ui/react-popover";
import { Info } from "lucide-react";
import { type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

interface InfoPopoverProps {
  /** The trigger's visible text; it names the button. */
  children: ReactNode;
  /** What the popover shows. */
  content: string;
  /** Id of an element holding the same text, announced when the trigger is focused. */
  describedBy: string;
}

const closeDelayMs = 150;

/**
 * A tooltip that works for everyone: it opens on mouse hover and on keyboard
 * focus (closing again when the pointer or focus leaves), and a click, tap,
 * Enter or Space keeps it open until it is clicked again, tapped away or
 * dismissed with Escape. Focus stays on the trigger throughout.
 */
export function InfoPopover({ children, content, describedBy }: InfoPopoverProps) {
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const triggerId = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    if (!pinned.current) closeTimer.current = window.setTimeout(() => setOpen(false), closeDelayMs);
  };
  const onMouse = (action: () => void) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") action();
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) pinned.current = false;
        setOpen(next);
      }}
    >
      <Popover.Trigger
        id={triggerId}
        aria-describedby={describedBy}
        className="group inline-flex w-full items-start justify-between gap-3 rounded-md text-left hover:text-accent-strong"
        onPointerEnter={onMouse(show)}
        onPointerLeave={onMouse(hideSoon)}
        onFocus={(event) => {
          if (event.currentTarget.matches(":focus-visible")) show();
        }}
        onClick={(event) => {
          // Replaces Radix's toggle: a click on a tooltip opened by hover or focus keeps it open.
          event.preventDefault();
          const next = !(open && pinned.current);
          pinned.current = next;
          window.clearTimeout(closeTimer.current);
          setOpen(next);
        }}
      >
        <span>{children}</span>
        <Info
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 text-accent group-hover:text-accent-strong group-data-[state=open]:text-accent-strong noscript:hidden"
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={triggerId}
          side="top"
          sideOffset={8}
          collisionPadding={12}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onPointerEnter={onMouse(show)}
          onPointerLeave={onMouse(hideSoon)}
          className="z-40 max-w-[min(20rem,calc(100vw-2rem))] rounded-lg bg-ink px-4 py-3 font-sans text-sm leading-relaxed text-white shadow-lg"
        >
          {content}
          <Popover.Arrow className="fill-ink" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
