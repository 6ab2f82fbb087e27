import React from "react";

/**
 * A mailto link that shows its address. In a column too narrow for the whole address, the line
 * breaks after the "@" (the `<wbr>`), not in the middle of a word.
 */
export function MailLink({ address }: { address: string }) {
  const at = address.indexOf("@") + 1;
  return (
    <a href={`mailto:${address}`}>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </a>
  );
}
