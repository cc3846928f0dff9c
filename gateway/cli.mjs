#!/usr/bin/env node
// Prints an nginx.conf rendered from the route table:
//   node gateway/cli.mjs gateway [port]          docker-compose's gateway (proxies to the containers)
//   node gateway/cli.mjs app <name> [port]       one app's container
//   node gateway/cli.mjs local <repoRoot> <runDir> [port] [apiPort[,apiPort...]]   (several: one upstream of API replicas)
import { LOCAL_PORTS } from "./routes.mjs";
import { renderNginxConfig, trustedProxiesFromEnv } from "./render-nginx.mjs";

// GATEWAY_TRUSTED_PROXIES (comma-separated CIDRs): the TLS-terminating front proxy, see render-nginx.mjs.
const trustedProxies = trustedProxiesFromEnv();

const [mode, ...args] = process.argv.slice(2);
const number = (value, fallback) => (value === undefined ? fallback : Number(value));

if (mode === "gateway") {
  process.stdout.write(renderNginxConfig({ mode, port: number(args[0], 80), apiServers: ["api:3000"], trustedProxies }));
} else if (mode === "app" && args[0]) {
  process.stdout.write(renderNginxConfig({ mode, app: args[0], port: number(args[1], 80) }));
} else if (mode === "local" && args[0] && args[1]) {
  const apiPorts = (args[3] ?? String(LOCAL_PORTS.api)).split(",").map((apiPort) => number(apiPort));
  process.stdout.write(
    renderNginxConfig({ mode, repoRoot: args[0], runDir: args[1], port: number(args[2], LOCAL_PORTS.gateway), apiServers: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`), trustedProxies }),
  );
} else {
  process.stderr.write("usage: cli.mjs gateway [port] | app <name> [port] | local <repoRoot> <runDir> [port] [apiPort[,apiPort...]]\n");
  process.exit(2);
}
