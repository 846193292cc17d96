/** A shipping address in any shape orders carry (spec 01 §3): text, or an object with one of several field names. */
export type AddressLike =
  | string
  | {
      fullName?: string | null;
      name?: string | null;
      address?: string | null;
      street?: string | null;
      addressLine1?: string | null;
      addressLine2?: string | null;
      city?: string | null;
      state?: string | null;
      zip?: string | null;
      zipCode?: string | null;
      postalCode?: string | null;
      country?: string | null;
    }
  | null
  | undefined;

function pick(...values: (string | null | undefined)[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value.trim();
  return '';
}

/**
 * The address as lines: name (fullName, else name); street (address, street, else addressLine1)
 * with addressLine2; 'City, State 12345' (zip, zipCode, else postalCode); country. Blank parts are
 * left out; text is split on its line breaks.
 */
export function shippingAddressLines(address: AddressLike): string[] {
  if (!address) return [];
  if (typeof address === 'string')
    return address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  const name = pick(address.fullName, address.name);
  const street = [pick(address.address, address.street, address.addressLine1), pick(address.addressLine2)].filter(Boolean).join(', ');
  const cityState = [pick(address.city), pick(address.state)].filter(Boolean).join(', ');
  const place = [cityState, pick(address.zip, address.zipCode, address.postalCode)].filter(Boolean).join(' ');
  return [name, street, place, pick(address.country)].filter(Boolean);
}

/** The address on one line, parts joined by ', ': 'Ann Lee, 1 Main St, Springfield, IL 62704, United States'. */
export function formatShippingAddress(address: AddressLike): string {
  return shippingAddressLines(address).join(', ');
}
