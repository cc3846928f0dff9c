declare module "virtual:country-list" {
  import type { CountryOption } from "@repo/contracts/countries";
  const countries: CountryOption[];
  export default countries;
}
