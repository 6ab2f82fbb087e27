import { useCallback, useEffect, useRef, useState } from "react";

export interface Notice {
  kind: "success" | "error";
  text: string;
  /** A mailto: link shown after the text (the failure notice). */
  mailto?: string;
  mailLabel?: string;
}

/** A notice that clears itself after its duration; a new notice replaces the old one. */
export function useNotice(): [Notice | null, (notice: Notice, durationMs: number) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: Notice, durationMs: number) => {
    clearTimeout(timer.current);
    setNotice(next);
    timer.current = setTimeout(() => setNotice(null), durationMs);
  }, []);

  return [notice, show];
}
