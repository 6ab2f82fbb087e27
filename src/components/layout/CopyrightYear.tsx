import React, { useEffect, useState } from "react";

/**
 * The current year, read from the visitor's clock after hydration. The static HTML carries
 * the build year; suppressHydrationWarning lets the two differ without React re-rendering
 * the whole page (errors #418/#425) when a build outlives its year.
 */
export function CopyrightYear() {
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <time suppressHydrationWarning>{year ?? new Date().getFullYear()}</time>;
}
