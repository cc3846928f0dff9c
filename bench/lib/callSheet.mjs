// Shared by the benches that need a full call sheet on a running API (bench/pdf, and through lib/sharing.mjs
// bench/first-load, bench/lighthouse and bench/sharing): the admin's sign-in and packages/call-sheet's full
// fixture stored as the editor stores it.
import { tsImport } from "tsx/esm/api";

const { fullSheet } = await tsImport("../../packages/call-sheet/src/fixtures/fullSheet.ts", import.meta.url);

export { fullSheet };

/** The cookies of a response, as a Cookie header. */
export const cookieOf = (response) => response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");

export async function signInAdmin(url, password) {
  const login = await fetch(`${url}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password }) });
  if (!login.ok) throw new Error(`admin sign-in: ${login.status}`);
  return cookieOf(login);
}

/** packages/call-sheet's full fixture stored as the editor would: create, then one PATCH of every section. */
export async function storeFullSheet(url, cookie) {
  const headers = { "content-type": "application/json", cookie };
  const { shootingTitle, client, shootingDate, shootingTime } = fullSheet;
  const created = await fetch(`${url}/api/call-sheets`, { method: "POST", headers, body: JSON.stringify({ shootingTitle, client, shootingDate, shootingTime }) });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { id } = await created.json();
  // teamContacts is the spec's legacy free text: the editor does not write it (the fixture leaves it empty).
  const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, teamContacts: _teamContacts, ...fields } = fullSheet;
  const patched = await fetch(`${url}/api/call-sheets/${id}`, { method: "PATCH", headers, body: JSON.stringify({ ...fields, baseVersion: 0 }) });
  if (!patched.ok) throw new Error(`patch: ${patched.status} ${await patched.text()}`);
  return id;
}
