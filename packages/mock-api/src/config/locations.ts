import type { Location } from "../apiTypes.js";

/** The mock's data centres (tll, jhv, trtu, jkt01), in display order. */
export const mockLocations: readonly Location[] = [
  {
    slug: "tll",
    display_name: "Tallinn",
    description: "Tallinn, Estonia",
    country_code: "est",
    order_nr: 1,
    is_default: true,
    is_preferred: true,
    is_published: true,
    create_resource_disabled: false,
  },
  {
    slug: "jhv",
    display_name: "Jõhvi",
    description: "Jõhvi, Estonia",
    country_code: "est",
    order_nr: 2,
    is_default: false,
    is_preferred: false,
    is_published: true,
    create_resource_disabled: false,
  },
  {
    slug: "trtu",
    display_name: "Tartu",
    description: "Tartu, Estonia (new resources paused)",
    country_code: "est",
    order_nr: 3,
    is_default: false,
    is_preferred: false,
    is_published: true,
    create_resource_disabled: true,
  },
  {
    slug: "jkt01",
    display_name: "Jakarta",
    description: "Jakarta, Indonesia",
    country_code: "idn",
    order_nr: 4,
    is_default: false,
    is_preferred: true,
    is_published: true,
    create_resource_disabled: false,
  },
];
