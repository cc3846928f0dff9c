import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";
import countries from "world-countries";
import type { Plugin } from "vite";
import { buildCountryOptions } from "../../packages/contracts/src/registration/rules.ts";

const ID = "virtual:country-list";

/**
 * `import countries from "virtual:country-list"`: the registration form's country list, computed at build
 * time, so the browser gets ~190 small entries instead of the world-countries data set (hundreds of KB).
 */
export function countryListPlugin(): Plugin {
  return {
    name: "country-list",
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const options = buildCountryOptions(countries, (iso2) => (isSupportedCountry(iso2) ? getCountryCallingCode(iso2) : undefined));
      return `export default ${JSON.stringify(options)};`;
    },
  };
}
