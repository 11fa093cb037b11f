/**
 * A role's name as shown. The owner's role keeps the fixed name the server gave it at registration (§6: it cannot
 * be renamed), so it reads "Owner" in the user's language instead.
 */
export const roleLabel = (role: { name: string; isBoss: boolean }, t: (key: string) => string): string =>
  role.isBoss ? t('owner') : role.name;
