import { WeatherUnavailableError } from "./provider.ts";

/**
 * A response body as JSON, refusing bodies over `maxBytes` as they arrive: a misbehaving provider cannot
 * make the API buffer an endless answer (a real 5-day forecast is about 16 KB).
 */
export async function readBoundedJson(response: Response, maxBytes: number): Promise<unknown> {
  if (!response.body) throw new WeatherUnavailableError("empty answer");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    // Throwing out of the loop cancels the stream (the iterator's return()), so the rest is never read.
    if (size > maxBytes) throw new WeatherUnavailableError(`answer larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch {
    throw new WeatherUnavailableError("answer is not JSON");
  }
}
