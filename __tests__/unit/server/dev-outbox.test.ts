/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createOutboxHandler, OUTBOX_PATH } from "../../../src/server/dev-outbox";

describe("development outbox", () => {
  it("keeps each form message as a file and prints it", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "outbox-"));
    const lines: string[] = [];
    const handler = createOutboxHandler(folder, (line) => lines.push(line));
    const server = http.createServer((req, res) => void handler(req, res)).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const form = new FormData();
      form.append("user_name", "Sam <b>");
      form.append("user_phone", "01525123456");
      form.append("template_id", "callback");
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${OUTBOX_PATH}`, { method: "POST", body: form });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("OK");

      const files = readdirSync(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-callback\.json$/);
      const saved = JSON.parse(readFileSync(path.join(folder, files[0]), "utf8"));
      expect(saved.fields).toEqual({ user_name: "Sam <b>", user_phone: "01525123456", template_id: "callback" });
      expect(lines.join("\n")).toContain("user_name: Sam <b>");
    } finally {
      server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
