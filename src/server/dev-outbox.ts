/**
 * Development outbox: with no EmailJS keys configured, `npm start` points the forms here
 * (gatsby-config developMiddleware). Each message is printed in the terminal and kept as a
 * JSON file in .dev-outbox/ (git-ignored), so an author can try the forms and lose nothing.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

export const OUTBOX_PATH = "/api/v1.0/email/send-form";

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses the SDK's multipart form-data into plain fields. */
async function parseFormData(body: Buffer, contentType: string): Promise<Record<string, string>> {
  const form = await new Request("http://outbox.local/", { method: "POST", headers: { "content-type": contentType }, body: new Uint8Array(body) }).formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === "string" ? value : `[file ${value.name}]`;
  });
  return fields;
}

export function createOutboxHandler(folder: string, log: (line: string) => void = console.log) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const fields = await parseFormData(await readBody(req), String(req.headers["content-type"] ?? ""));
      mkdirSync(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${fields.template_id ?? "message"}.json`);
      writeFileSync(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), fields }, null, 2)}\n`);
      log(`\n[dev outbox] ${fields.template_id ?? "form"} message saved to ${path.relative(process.cwd(), file)}`);
      for (const [key, value] of Object.entries(fields)) log(`  ${key}: ${value}`);
      res.writeHead(200, { "Content-Type": "text/plain" }).end("OK");
    } catch (error) {
      log(`[dev outbox] could not read a message: ${String(error)}`);
      res.writeHead(400, { "Content-Type": "text/plain" }).end("Bad request");
    }
  };
}
