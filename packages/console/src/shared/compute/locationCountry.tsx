import getCountryISO2 from "country-iso-3-to-2";
import { useFormat } from "../../format";

/** The regional-indicator pair that renders as a country's flag. */
function flagOf(alpha2: string): string {
  return String.fromCodePoint(...[...alpha2].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * A location's country from its `country_code` (ISO 3166-1 alpha-3, 'est'): its name in the locale's language and its
 * flag; a code no table knows stays as given, in capitals. Intl.DisplayNames names alpha-2 regions only, hence the table.
 */
export function locationCountry(countryCode: string | undefined, locale: string | undefined): { name: string; flag?: string } | undefined {
  const code = countryCode?.trim().toUpperCase();
  if (!code) return undefined;
  const alpha2 = code.length === 2 ? code : getCountryISO2(code);
  if (!alpha2 || !/^[A-Z]{2}$/.test(alpha2)) return { name: code };
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale ?? "en", "en"], { type: "region", fallback: "none" }).of(alpha2);
  } catch {
    // An unknown locale names nothing: the code stands in.
  }
  return { name: name ?? code, flag: flagOf(alpha2) };
}

/** A location's country as the customer's language names it, after its flag (which screen readers skip: the name says it). */
export function LocationCountry({ countryCode }: { countryCode: string | undefined }) {
  const country = locationCountry(countryCode, useFormat().locale);
  if (!country) return null;
  return (
    <span>
      {country.flag && <span aria-hidden="true">{country.flag} </span>}
      {country.name}
    </span>
  );
}
