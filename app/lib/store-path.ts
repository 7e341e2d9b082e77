/**
 * A link the store itself made (a notification's `link`) is followed only when it is a path on
 * this origin: it starts with one "/" and is not protocol-relative ("//evil.example", and "/\\x",
 * which browsers read the same way). Anything else is null and the page shows no link.
 */
export function storePath(link: string | null | undefined): string | null {
  if (typeof link !== "string" || !link.startsWith("/")) return null;
  const second = link.charAt(1);
  if (second === "/" || second === "\\") return null;
  // Control characters and whitespace have no place in a path the store wrote (browsers strip tabs and newlines).
  if (/[\u0000-\u0020\u007f]/.test(link)) return null;
  return link;
}
