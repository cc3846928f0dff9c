#!/usr/bin/env node
// bench/registration: POST /api/models with an 800 px photo, straight to the API (no gateway), on the
// embedded SQLite database and, when it answers, MariaDB. Every request is a new applicant (unique e-mail),
// so each one decodes, re-encodes and stores a photo and inserts a row. Prints req/s, p50 and p95 against
// the budget of issue #3 (>= 100 req/s, p95 <= 100 ms). Bounded: DURATION_S seconds per database.
// Usage: node bench/registration.mjs   (CONCURRENCY=10 DURATION_S=10)
import sharp from "sharp";
import { benchDatabases, cpuSeconds, httpPostJson, runLoad, startApi } from "./lib/api.mjs";

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const DURATION_S = Number(process.env.DURATION_S ?? 10);

async function photoDataUrl() {
  const [width, height, channels] = [800, 600, 3];
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 5 + ((i / width) | 0) * 11) % 256;
  const jpeg = await sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 60 }).toBuffer();
  return { dataUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}`, bytes: jpeg.length };
}

function load(url, dataUrl) {
  let sequence = 0;
  return runLoad(
    async () => {
      const body = JSON.stringify({
        fullName: "Bench Applicant",
        email: `bench-${process.pid}-${++sequence}@example.com`,
        gender: "female",
        city: "Beograd",
        country: "Serbia",
        phoneNumber: "+381 641234567",
        dateOfBirth: "1999-03-07",
        photoPath: dataUrl,
        instagramHandle: "@bench",
        facebookHandle: "",
        tiktokHandle: "",
        termsAccepted: true,
      });
      return httpPostJson(`${url}/api/models`, body);
    },
    { concurrency: CONCURRENCY, seconds: DURATION_S, okStatus: 201 },
  );
}

const { dataUrl, bytes } = await photoDataUrl();
const { targets, cleanup } = await benchDatabases("registration");

process.stdout.write(`POST /api/models, 800x600 JPEG photo (${(bytes / 1024).toFixed(0)} KB), concurrency ${CONCURRENCY}, ${DURATION_S} s each\n`);
process.stdout.write("database  requests  non-201  req/s (budget >= 100)  p50 ms  p95 ms (budget <= 100)  API CPU ms/request\n");
try {
  for (const target of targets) {
    const api = await startApi(target.env);
    try {
      await load(api.url, dataUrl); // warm-up is the first run's first second anyway; a short pass primes JIT and pools
      const cpuBefore = cpuSeconds(api.pid);
      const result = await load(api.url, dataUrl);
      result.cpuMs = ((cpuSeconds(api.pid) - cpuBefore) * 1000) / result.requests;
      process.stdout.write(
        `${target.name.padEnd(9)} ${String(result.requests).padStart(8)}  ${String(result.failures).padStart(7)}  ${result.rps.toFixed(0).padStart(21)}  ${result.p50.toFixed(1).padStart(6)}  ${result.p95.toFixed(1).padStart(22)}  ${result.cpuMs.toFixed(1).padStart(18)}\n`,
      );
    } finally {
      await api.stop();
    }
  }
} finally {
  await cleanup();
}
