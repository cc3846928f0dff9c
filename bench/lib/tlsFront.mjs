// A TLS terminator in front of the gateway, as a production deployment has one: nginx with a throwaway
// self-signed certificate, speaking HTTP/2 to the browser and HTTP/1.1 to the gateway. bench/lighthouse
// --tls measures through it (Chromium then accepts the certificate with --ignore-certificate-errors).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureNginx } from "../../scripts/lib/nginx.mjs";

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the terminator for `upstreamUrl` (http://127.0.0.1:PORT); resolves to its https URL and stop(). */
export async function startTlsFront(upstreamUrl) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tls-front-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" });
  const port = await freePort();
  const config = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  upstream gateway { server ${new URL(upstreamUrl).host}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://gateway;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const nginx = spawn(ensureNginx(), ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.destroy(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) break;
    if (attempt > 100 || nginx.exitCode !== null) throw new Error(`the TLS front did not start: ${fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `https://127.0.0.1:${port}`,
    async stop() {
      nginx.kill("SIGQUIT");
      await new Promise((resolve) => (nginx.exitCode !== null ? resolve() : nginx.once("exit", resolve)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
