/** Plain HTTP requests that keep the bytes as sent (no decompression, no redirects followed). */
import http from "node:http";
import { gunzipSync } from "node:zlib";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent. */
  body: Buffer;
  /** The body after Content-Encoding is undone. */
  decoded: Buffer;
}

export function request(origin: string, pathname: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${pathname}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const decoded = res.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, decoded });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
