import { useEffect, useState } from "react";
import { buildYear } from "~/lib/env";

/**
 * The year for the copyright line. The prerendered HTML carries the build's
 * year; once the page runs it shows the visitor's current year.
 */
export function CurrentYear() {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
