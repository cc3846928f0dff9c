import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx", "/opt/homebrew/bin/nginx", "/usr/local/bin/nginx"];

/** The nginx binary, or undefined. */
export function findNginx() {
  const onPath = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  return onPath || CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/**
 * Finds nginx, installing Debian's package when that is possible (root and apt-get present); otherwise
 * throws with exactly what to install.
 */
export function ensureNginx(log = console.log) {
  const found = findNginx();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    log("nginx is not installed: installing Debian's nginx-light package...");
    execFileSync("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light"], { stdio: "inherit" });
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(
    "nginx is required and was not found. Install it and run again:\n" +
      "  Debian/Ubuntu: sudo apt-get install nginx-light\n" +
      "  Fedora:        sudo dnf install nginx\n" +
      "  macOS:         brew install nginx",
  );
}
