import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake answers: a forecast list, a status, an answer that never ends, or any body. */
export type FakeBehaviour =
  | { kind: "forecast"; list: ForecastItem[] }
  | { kind: "status"; status: number }
  | { kind: "hang" }
  | { kind: "body"; body: string };

export type ForecastItem = { dt: number; main: { temp: number }; weather: Array<{ icon: string }> };

export type FakeOpenWeather = {
  /** The base URL to configure, like https://api.openweathermap.org/data/2.5. */
  url: string;
  /** Every request's path and query, in order: the tests count and read them. */
  requests: URL[];
  behave(next: FakeBehaviour): void;
  close(): Promise<void>;
};

/** A real HTTP server on loopback speaking the part of OpenWeather's /forecast the provider uses. */
export async function startFakeOpenWeather(initial: FakeBehaviour = { kind: "forecast", list: [] }): Promise<FakeOpenWeather> {
  let behaviour = initial;
  const requests: URL[] = [];
  const server = http.createServer((request, response) => {
    requests.push(new URL(request.url ?? "/", "http://fake"));
    if (behaviour.kind === "hang") return; // holds the connection until close()
    if (behaviour.kind === "status") {
      response.writeHead(behaviour.status, { "content-type": "application/json" }).end(JSON.stringify({ cod: behaviour.status, message: "fake" }));
      return;
    }
    const body = behaviour.kind === "body" ? behaviour.body : JSON.stringify({ cod: "200", cnt: behaviour.list.length, list: behaviour.list });
    response.writeHead(200, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/data/2.5`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Forecast items every 3 hours from `fromUtc` (an ISO instant), each with the given temperature and icon. */
export function forecastEvery3Hours(fromUtc: string, count: number, item: (index: number) => { temp: number; icon: string }): ForecastItem[] {
  const start = Date.parse(fromUtc) / 1000;
  return Array.from({ length: count }, (_, index) => {
    const { temp, icon } = item(index);
    return { dt: start + index * 3 * 3600, main: { temp }, weather: [{ icon }] };
  });
}
