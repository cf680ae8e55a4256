// The package ships no types: one function from an ISO 3166-1 alpha-3 code (upper case) to its alpha-2 code.
declare module "country-iso-3-to-2" {
  export default function getCountryISO2(alpha3: string): string | undefined;
}
