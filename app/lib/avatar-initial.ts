/** The first letter of the name (or username), 'U' when there is none (docs/product.md#header). */
export function avatarInitial(user: { name?: string | null; username?: string | null } | null): string {
  const source = (user?.name || user?.username || "").trim();
  return source ? source.charAt(0).toUpperCase() : "U";
}
