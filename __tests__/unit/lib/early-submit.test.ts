import { earlySubmitScript, FORM_HELD_ATTRIBUTE, READY_ATTRIBUTE } from "../../../src/lib/early-submit";

describe("early submit head script", () => {
  beforeAll(() => {
    // eslint-disable-next-line no-new-func
    new Function(earlySubmitScript())();
  });

  function submit(form: HTMLFormElement): boolean {
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event.defaultPrevented;
  }

  function form(): HTMLFormElement {
    const element = document.createElement("form");
    element.innerHTML = '<input name="user_name" value="Sam"><button type="submit">Request</button>';
    document.body.appendChild(element);
    return element;
  }

  it("holds the submit of a form whose code has not started, and marks it", () => {
    const early = form();
    expect(submit(early)).toBe(true);
    expect(early.hasAttribute(FORM_HELD_ATTRIBUTE)).toBe(true);
  });

  it("leaves a form alone once its code has marked it ready", () => {
    const ready = form();
    ready.setAttribute(READY_ATTRIBUTE, "");
    const handler = jest.fn();
    ready.addEventListener("submit", handler);
    expect(submit(ready)).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(ready.hasAttribute(FORM_HELD_ATTRIBUTE)).toBe(false);
  });
});
