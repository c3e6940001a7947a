interface PriceTagProps {
  price: number;
  wasPrice: number;
  /** "light" on a pale background, "dark" on the ink background. */
  tone?: "light" | "dark";
}

/** A reduced price in pounds. Screen readers hear "Was £149, now £49", not just two numbers. */
export function PriceTag({ price, wasPrice, tone = "light" }: PriceTagProps) {
  const wasColour = tone === "light" ? "text-muted" : "text-white/80";
  return (
    <p className="flex items-baseline gap-3">
      <span className="sr-only">Was </span>
      <s className={`text-2xl ${wasColour}`}>£{wasPrice}</s>
      <span className="sr-only">, now </span>
      <span className="font-serif text-5xl font-semibold">£{price}</span>
    </p>
  );
}
