import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { DocumentPrinter } from "./DocumentPrinter.ts";
import { CHROMIUM_NICE } from "./lowPriority.ts";
import type { PageFile } from "./pageRequests.ts";
import { sentError, type FromPrintThread, type PrintThreadOptions, type ToPrintThread } from "./PrintThread.ts";

/**
 * The print thread (see PrintThread): makes each document's HTML and prints it with Chromium, below the
 * API's priority. Linux priorities are per thread, so this lowers this thread only, and Chromium, which
 * this thread starts, inherits it (lowPriority.ts adds what is missing to CHROMIUM_NICE).
 */
const port = parentPort!;
const { chromiumPath, concurrency } = workerData as PrintThreadOptions;
try {
  os.setPriority(CHROMIUM_NICE);
} catch {
  /* not allowed here: the thread prints at the API's priority, as Chromium did before the launcher */
}
const printer = new DocumentPrinter(chromiumPath, concurrency);
const photos = new Map<number, { resolve: (file: PageFile | undefined) => void; reject: (error: Error) => void }>();
let lastPhoto = 0;

const send = (message: FromPrintThread) => port.postMessage(message);

/** A page's stored photo, asked of the API's thread (where the database is). */
const photoOf = (call: number) => (hash: string) =>
  new Promise<PageFile | undefined>((resolve, reject) => {
    const request = ++lastPhoto;
    photos.set(request, { resolve, reject });
    send({ type: "photo", call, request, hash });
  });

async function answer(call: number, work: () => Promise<Uint8Array | void>): Promise<void> {
  try {
    const pdf = (await work()) ?? undefined;
    send({ type: "done", call, pdf });
  } catch (error) {
    send({ type: "done", call, error: sentError(error) });
  }
}

port.on("message", (message: ToPrintThread) => {
  switch (message.type) {
    case "print":
      return void answer(message.call, async () => new Uint8Array(await printer.print(message.document, photoOf(message.call))));
    case "simulate":
      return void answer(message.call, () => printer.simulateFailure(message.failure));
    case "close":
      return void answer(message.call, () => printer.close());
    case "photo": {
      const waiting = photos.get(message.request);
      photos.delete(message.request);
      // Structured cloning turns the Buffer into a Uint8Array; the page's route wants a Buffer.
      const file = message.file && { contentType: message.file.contentType, body: Buffer.from(message.file.body.buffer, message.file.body.byteOffset, message.file.body.byteLength) };
      return message.error === undefined ? waiting?.resolve(file) : waiting?.reject(new Error(message.error));
    }
  }
});
