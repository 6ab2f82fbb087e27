import type { Page, Request, Route } from "@playwright/test";
import { CALLBACK, CONTACT } from "../helpers/form-fields";

/** Where EmailJS takes both forms. */
const SEND_FORM = "https://api.emailjs.com/api/v1.0/email/send-form";

/** The multipart fields a request carried, in order. */
export async function fields(request: Request): Promise<Array<[string, string]>> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": request.headers()["content-type"] } }).formData();
  return [...form.entries()].map(([key, value]) => [key, String(value)]);
}

/** Answers EmailJS in the test: records every send and replies as told. */
export async function answerEmailJs(page: Page, reply: (route: Route) => Promise<void>): Promise<Request[]> {
  const sent: Request[] = [];
  await page.route(SEND_FORM, async (route) => {
    sent.push(route.request());
    await reply(route);
  });
  return sent;
}

/** EmailJS's answer to a good send. */
export const ok = async (route: Route) => {
  await route.fulfill({ status: 200, body: "OK", headers: { "Access-Control-Allow-Origin": "*" } });
};

/** EmailJS's good answer, held until the test calls `release`: the test sees the form waiting however slow the machine is. */
export function heldOk() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reply = async (route: Route) => {
    await released;
    await ok(route);
  };
  return { reply, release };
}

/** The footer's Request a callback form. */
export const callback = (page: Page) => page.getByRole("region", { name: "Request a callback" });

export async function fillCallback(page: Page, values: { name?: string; email?: string; phone?: string; time?: string } = {}) {
  const form = callback(page);
  await form.getByLabel(CALLBACK.user_name.label).fill(values.name ?? "Sam Jones");
  await form.getByLabel(CALLBACK.user_email.label).fill(values.email ?? "sam@example.co.uk");
  await form.getByLabel(CALLBACK.user_phone.label).fill(values.phone ?? "01525123456");
  await form.getByLabel(CALLBACK.user_time.label).fill(values.time ?? "Weekdays after 5pm");
}

/** The contact page's form. */
export async function fillContact(page: Page, values: { name?: string; email?: string; subject?: string; message?: string } = {}) {
  const main = page.getByRole("main");
  await main.getByLabel(CONTACT.user_name.label, { exact: true }).fill(values.name ?? "Priya Shah");
  await main.getByLabel(CONTACT.user_email.label, { exact: true }).fill(values.email ?? "priya@example.com");
  await main.getByLabel(CONTACT.user_subject.label, { exact: true }).fill(values.subject ?? "Laptop will not boot");
  await main.getByLabel(CONTACT.message.label, { exact: true }).fill(values.message ?? "It shows a black screen after the logo.");
}
