import sharp from "sharp";
import { RATINGS } from "@repo/contracts/models/constants";
import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { Model, type ModelSearchSource } from "../models/Model.ts";
import { allCountries } from "../lib/countries.ts";
import { normalizeForSearch } from "../lib/searchText.ts";
import { storePhoto } from "./registerModel.ts";
import { normalizePhoto, photoUrl } from "./normalizePhoto.ts";

const FIRST = {
  female: ["Ana", "Jovana", "Milica", "Đurđa", "Snežana", "Žaklina", "Ivana", "Tijana", "Maja", "Šejla", "Zoë", "Chloé", "Inès", "Björk", "Sofía", "Łucja", "Ángela", "Aoife", "Mia", "Emma"],
  male: ["Marko", "Đorđe", "Nikola", "Stefan", "Miloš", "Željko", "Čedomir", "Luka", "Filip", "Aleksandar", "José", "François", "Søren", "Jürgen", "Andrés", "Łukasz", "Noah", "Liam", "Mateo", "Ömer"],
} as const;
const LAST = ["Jovanović", "Petrović", "Nikolić", "Marković", "Đorđević", "Stojanović", "Ilić", "Šarić", "Živković", "Čolić", "Müller", "García", "Núñez", "Kowalski", "Østergaard", "Dubois", "Rossi", "O'Brien", "Smith", "Nakamura"];
const CITIES = ["Beograd", "Novi Sad", "Niš", "Kragujevac", "Zagreb", "Sarajevo", "Ljubljana", "Wien", "München", "Paris", "Madrid", "Kraków", "København", "Dublin", "London", "Tokyo", "New York", "São Paulo", "İstanbul", "Reykjavík"];

/** A small deterministic generator, so a seed of N models is the same database every time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function seedPhotos(db: Database, count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < count; i++) {
    const hue = Math.round((360 * i) / count);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="hsl(${hue},55%,70%)"/><circle cx="200" cy="160" r="80" fill="hsl(${hue},40%,45%)"/><rect x="90" y="260" width="220" height="140" rx="100" fill="hsl(${hue},40%,45%)"/></svg>`;
    const photo = await normalizePhoto(await sharp(Buffer.from(svg)).jpeg().toBuffer());
    await storePhoto(db, photo);
    hashes.push(photo.hash);
  }
  return hashes;
}

/**
 * Adds `count` made-up models (names with diacritics, ~190 countries, birth dates 1940-2010, every
 * rating, handles, 24 shared photos) in batches of 500 rows, which both SQLite and MySQL take in one
 * statement. Returns how many rows were added.
 */
export async function seedModels(db: Database, count: number, { seed = 1 } = {}): Promise<number> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const countries = allCountries();
  const photos = await seedPhotos(db, 24);
  const start = Date.UTC(2023, 0, 1);
  const existing = Number(((await db("models").count({ n: "*" })) as Array<{ n: number | string }>)[0]?.n ?? 0);
  for (let offset = 0; offset < count; offset += 500) {
    const rows: Array<ModelSearchSource & Record<string, unknown>> = [];
    for (let i = offset; i < Math.min(count, offset + 500); i++) {
      const gender = next() < 0.6 ? "female" : "male";
      const fullName = `${pick(FIRST[gender])} ${pick(LAST)}`;
      const country = pick(countries);
      const city = pick(CITIES);
      const email = `seed${existing + i + 1}.${normalizeForSearch(fullName).replace(/[^a-z]+/g, ".")}@example.com`;
      const phoneNumber = `${country.phoneCode} ${String(600000000 + Math.floor(next() * 99999999))}`;
      const birth = new Date(Date.UTC(1940 + Math.floor(next() * 70), Math.floor(next() * 12), 1 + Math.floor(next() * 28)));
      const photoHash = pick(photos);
      const handle = `@${normalizeForSearch(fullName).replace(/[^a-z]+/g, ".")}${i % 97}`;
      rows.push({
        fullName,
        email,
        gender,
        city,
        country: country.label,
        phoneNumber,
        dateOfBirth: birth.toISOString().slice(0, 10),
        photoPath: photoUrl(photoHash),
        photoHash,
        instagramHandle: next() < 0.8 ? handle : null,
        facebookHandle: next() < 0.3 ? handle : null,
        tiktokHandle: next() < 0.4 ? handle : null,
        termsAccepted: true,
        regDate: toDatabaseDateTime(new Date(start + Math.floor(next() * (Date.UTC(2026, 10, 1) - start)))),
        rating: pick(RATINGS),
        updatedAt: toDatabaseDateTime(new Date()),
      });
    }
    await db.transaction((trx) => Model.insertRows(trx, rows));
  }
  return count;
}
