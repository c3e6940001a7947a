import type { ReactNode } from "react";
import { Container } from "./container";

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The top of an inner page: its single h1, an introduction and optional actions. */
export function PageHeader({ eyebrow, title, children, actions }: PageHeaderProps) {
  return (
    <header className="border-b border-line bg-sand">
      <Container className="py-14 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-semibold sm:text-5xl">{title}</h1>
        {children ? <div className="mt-5 max-w-2xl text-lg text-ink-soft">{children}</div> : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
      </Container>
    </header>
  );
}
