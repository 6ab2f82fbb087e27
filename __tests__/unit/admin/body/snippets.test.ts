import { bodyPictures, pictureIssues } from "../../../../src/mdx/body-pictures";
import { componentSnippet, escapeProse, filterPictures, filterTargets, insideComponent, linkAt, questionsInsertionPoint, linkMarkdown, listItems, pictureMarkdown, unescapeMarkdown, unescapeProse, webAddressProblem, writtenComponentAt } from "../../../../admin/src/body/snippets";

describe("escapeProse", () => {
  it.each([
    ["Prices from <£50 and {name}", "Prices from \\<£50 and \\{name}"],
    // Already escaped, in inline code, in a fenced block: left alone.
    ["Already \\< escaped", "Already \\< escaped"],
    ["Type `<br>` or ``a{b``", "Type `<br>` or ``a{b``"],
    ["```\n<div>{x}</div>\n```\nthen <", "```\n<div>{x}</div>\n```\nthen \\<"],
  ])("%s → %s", (text, escaped) => {
    expect(escapeProse(text)).toBe(escaped);
    // Read back for a form, then written again: the same text.
    expect(escapeProse(unescapeProse(escaped))).toBe(escaped);
  });

  it("is undone by unescapeProse outside code only", () => {
    expect(unescapeProse("From \\<£50, `a\\<b`, \\*not bold\\*")).toBe("From <£50, `a\\<b`, \\*not bold\\*");
  });
});

describe("writtenComponentAt", () => {
  const callouts: Array<{ title: string; text: string }> = [
    { title: "Sync is not backup", text: "OneDrive syncs your files.\n\nA **second** paragraph." },
    { title: "", text: "No title: prices from <£50 and {fees}." },
    { title: 'Say "hello" & R&amp;D', text: "Type `<br>` here." },
  ];

  it.each(callouts)("reads back the callout its form wrote, all of it to change: %j", (fields) => {
    const { text: written } = componentSnippet({ name: "Callout", ...fields });
    const body = `Intro.\n\n${written}\n\nAfter.`;
    const start = body.indexOf("<Callout");
    for (const cursor of [start, start + 9, body.indexOf("</Callout>") + 10]) {
      const found = writtenComponentAt(body, "Callout", cursor);
      expect(found?.range).toEqual({ from: start, to: start + written.length });
      expect(componentSnippet(found!.fields).text).toBe(written);
    }
  });

  it("keeps a callout's text where it was, on its tags' line or between blank lines, unless a one-line callout gains a second line", () => {
    for (const written of ['<Callout title="Tip">One.</Callout>', '<Callout title="Tip">\n\nOne.\n\n</Callout>']) {
      const { fields } = writtenComponentAt(written, "Callout", 3)!;
      expect(componentSnippet(fields).text).toBe(written);
      if (fields.name !== "Callout") throw new Error(`read a ${fields.name}`);
      expect(componentSnippet({ ...fields, text: "One.\n\nTwo." }).text).toBe(written.includes("\n\n") ? '<Callout title="Tip">\n\nOne.\n\nTwo.\n\n</Callout>' : '<Callout title="Tip">\nOne.\n\nTwo.\n</Callout>');
    }
  });

  it("reads back a section's heading and buttons, its opening tag alone to change", () => {
    const opening = componentSnippet({ name: "Section", title: 'Prices & "plans"', contact: false, payment: true, text: "", openingOnly: true }).text;
    expect(opening).toBe('<Section title="Prices & &quot;plans&quot;" payment>');
    const body = `Intro.\n\n${opening}\n\nFrom £40 a month.\n\n</Section>\n`;
    const found = writtenComponentAt(body, "Section", body.indexOf("From"));
    expect(found).toEqual({ range: { from: 8, to: 8 + opening.length }, fields: { name: "Section", title: 'Prices & "plans"', contact: false, payment: true, text: "", openingOnly: true } });
    expect(componentSnippet(found!.fields).text).toBe(opening);
  });

  it("finds none outside the component, for a selection running out of it, in one never closed, or of a kind it does not change", () => {
    const body = 'Intro.\n\n<Callout title="Tip">One.</Callout>\n\nAfter.';
    expect(writtenComponentAt(body, "Callout", 3)).toBeNull();
    expect(writtenComponentAt(body, "Callout", body.indexOf("After"))).toBeNull();
    expect(writtenComponentAt(body, "Callout", body.indexOf("One"), body.indexOf("After"))).toBeNull();
    expect(writtenComponentAt(body, "Section", body.indexOf("One"))).toBeNull();
    expect(writtenComponentAt(body, "Callout", body.indexOf("One"))?.fields).toEqual({ name: "Callout", title: "Tip", text: "One.", spacing: "" });
    const unclosed = '<Callout title="Open">Never closed.\n\n<Callout>Closed.</Callout>';
    expect(writtenComponentAt(unclosed, "Callout", unclosed.indexOf("Never"))).toBeNull();
    expect(writtenComponentAt(unclosed, "Callout", unclosed.indexOf("Closed."))?.fields).toEqual({ name: "Callout", title: "", text: "Closed.", spacing: "" });
    const button = '<ButtonLink to="/contact">Call</ButtonLink>';
    expect(writtenComponentAt(button, "Callout", 3)).toBeNull();
    expect(writtenComponentAt(button, "FeatureList", 3)).toBeNull();
    // A button's words running onto a second line are not one its form wrote.
    const twoLines = '<ButtonLink to="/contact">Call\nus</ButtonLink>';
    expect(writtenComponentAt(twoLines, "ButtonLink", 3)).toBeNull();
  });

  it("offers no change of one its form would not write back as it is: a callout or a question holding another component", () => {
    const callout = '<Callout title="Call us">\nRing us:\n\n<ContactLinks />\n</Callout>';
    expect(writtenComponentAt(callout, "Callout", callout.indexOf("Ring"))).toBeNull();
    expect(writtenComponentAt(callout, "ContactLinks", callout.indexOf("Contact") + 2)?.fields).toEqual({ name: "ContactLinks", stacked: false });
    const question = '<FaqItem question="Can I book?">\n\n<ButtonLink to="/contact">Book</ButtonLink>\n\n</FaqItem>';
    expect(writtenComponentAt(question, "Faq", question.indexOf("Can"))).toBeNull();
    expect(writtenComponentAt(question, "ButtonLink", question.indexOf("Book<"))?.fields).toEqual({ name: "ButtonLink", label: "Book", href: "/contact" });
  });

  const buttons: Array<{ label: string; href: string }> = [
    { label: "Book your free health check", href: "/contact" },
    { label: 'Prices from <£50 & {fees}, "quoted"', href: "https://example.com/a?b=1&c=2" },
    { label: "Back\\slash \\< and a\\b", href: "tel:+441525000000" },
  ];

  it.each(buttons)("reads back the button link its form wrote, all of it to change: %j", (fields) => {
    const { text: written } = componentSnippet({ name: "ButtonLink", ...fields });
    const body = `Intro.\n\n${written}\n\nAfter.`;
    const start = body.indexOf("<ButtonLink");
    for (const cursor of [start, start + 12, start + written.length]) {
      const found = writtenComponentAt(body, "ButtonLink", cursor);
      expect(found).toEqual({ range: { from: start, to: start + written.length }, fields: { name: "ButtonLink", ...fields } });
      expect(componentSnippet(found!.fields).text).toBe(written);
    }
  });
});

describe("linkMarkdown", () => {
  it.each([
    ["our services", "/businessit", "[our services](/businessit)"],
    // Brackets, < and { in the text are escaped; bold stays bold.
    ["see [this] <now> {x}", "/a", "[see \\[this\\] \\<now> \\{x}](/a)"],
    ["**bold** link", "/a", "[**bold** link](/a)"],
    // Spaces and parentheses in the address are encoded, so the link ends where it should.
    ["Wikipedia", "https://en.wikipedia.org/wiki/Wi-Fi (network)", "[Wikipedia](https://en.wikipedia.org/wiki/Wi-Fi%20%28network%29)"],
    // No text: the address is the text.
    ["", "mailto:hello@example.co.uk", "[mailto:hello@example.co.uk](mailto:hello@example.co.uk)"],
  ])("[%s](%s)", (text, href, written) => {
    expect(linkMarkdown(text, href)).toBe(written);
  });

  it("reads back what it writes (its text as the form shows it)", () => {
    const written = linkMarkdown("a ] b \\ c", "/x");
    expect(linkAt(written, 3)).toMatchObject({ from: 0, to: written.length, text: "a ] b \\ c", href: "/x" });
  });
});

describe("linkAt", () => {
  const text = "Read [our guide](/blog/wifi-fixes) or ![a picture](./images/x.png).";
  it("finds the link the cursor or selection is in", () => {
    expect(linkAt(text, 10)).toEqual({ from: 5, to: 34, written: "our guide", text: "our guide", href: "/blog/wifi-fixes" });
    expect(linkAt(text, 6, 14)?.href).toBe("/blog/wifi-fixes");
  });
  it("finds no link outside one, nor in a picture", () => {
    expect(linkAt(text, 2)).toBeNull();
    expect(linkAt(text, 45)).toBeNull();
  });
  it("takes escapes away from the text", () => {
    expect(unescapeMarkdown("a \\[b\\] \\<c")).toBe("a [b] <c");
  });
});

describe("webAddressProblem", () => {
  it.each(["https://www.ncsc.gov.uk/collection/small-business-guide", "https://example.com", "mailto:hello@example.co.uk", "tel:+441525000000", "tel:01525 000 000"])("takes %s", (address) => {
    expect(webAddressProblem(address)).toBeNull();
  });

  it.each([
    ["", "Type the web address, starting https://"],
    ["www.example.com", "Start the address with https://, for example https://www.example.com"],
    ["example.co.uk/page", "Start the address with https://, for example https://example.co.uk/page"],
    ["http://example.com", "Use the secure address, starting https:// (most sites have one)"],
    ["hello@example.co.uk", "For an e-mail address, write mailto: before it: mailto:hello@example.co.uk"],
    ["01525 000000", "For a phone number, write tel: before it: tel:01525000000"],
    ["javascript:alert(1)", "This is not a web address the site can link to: start it https://, or mailto: for e-mail, or tel: for a phone number"],
    ["https://localhost", "This is not a web address the site can link to: start it https://, or mailto: for e-mail, or tel: for a phone number"],
  ])("refuses %j: %s", (address, problem) => {
    expect(webAddressProblem(address)).toBe(problem);
  });
});

describe("filterTargets and filterPictures", () => {
  const targets = [
    { label: "Contact", href: "/contact", group: "Pages" },
    { label: "PC Upgrades", href: "/pc-upgrades", group: "Services" },
    { label: "Is your Wi-Fi slow? Five fixes", href: "/blog/wifi-fixes", group: "Blog posts" },
  ];
  it("keeps the targets holding every word, in label or address", () => {
    expect(filterTargets(targets, "wi-fi fixes").map((target) => target.href)).toEqual(["/blog/wifi-fixes"]);
    expect(filterTargets(targets, "UPGRADES").map((target) => target.href)).toEqual(["/pc-upgrades"]);
    expect(filterTargets(targets, "  ")).toEqual(targets);
  });
  it("finds pictures by name", () => {
    const pictures = [
      { name: "wifi-router-placement.png", path: "./images/wifi-router-placement.png", url: "blob:1" },
      { name: "pc-upgrades.png", path: "./images/pc-upgrades.png", url: "blob:2" },
    ];
    expect(filterPictures(pictures, "router").map((picture) => picture.url)).toEqual(["blob:1"]);
  });
});

describe("pictureMarkdown", () => {
  it.each([
    [{ path: "./images/router.png", alt: "A router on a shelf", caption: "Up high and in the open." }, '![A router on a shelf](./images/router.png "Up high and in the open.")'],
    [{ path: "./images/router.png", alt: "A router on a shelf", caption: "  " }, "![A router on a shelf](./images/router.png)"],
    [{ path: "./images/router.png", alt: "A router\non a shelf " }, "![A router on a shelf](./images/router.png)"],
    // ] in the alt text and " in the caption as character references; [ * _ ` < { escaped.
    [{ path: "./images/a.png", alt: "Menu [File] > *Save* {x} <b>", caption: 'The "Save" button & more' }, '![Menu \\[File&#93; > \\*Save\\* \\{x} \\<b>](./images/a.png "The &quot;Save&quot; button & more")'],
  ])("%j", (fields, written) => {
    expect(pictureMarkdown(fields)).toBe(written);
  });

  it("writes pictures the build's own check finds, with their alt text, and passes", () => {
    const written = pictureMarkdown({ path: "./images/a.png", alt: "Menu [File] > Save", caption: 'The "Save" button' });
    const found = bodyPictures(`Intro\n\n${written}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ src: "./images/a.png", line: 3 });
    expect(pictureIssues("content/blog/x.mdx", found, "content/blog/images")).toEqual([]);
  });
});

describe("componentSnippet", () => {
  it.each([
    [{ name: "Callout", title: "Sync is not backup", text: "OneDrive syncs your files.\n" }, { text: '<Callout title="Sync is not backup">\nOneDrive syncs your files.\n</Callout>' }],
    [{ name: "Callout", title: "", text: "No title: prices from <£50." }, { text: "<Callout>\nNo title: prices from \\<£50.\n</Callout>" }],
    [{ name: "Callout", title: 'Say "hello" & wave', text: "Hi" }, { text: '<Callout title="Say &quot;hello&quot; & wave">\nHi\n</Callout>' }],
    [{ name: "ButtonLink", label: "Book Your Free Health Check", href: "/contact" }, { text: '<ButtonLink to="/contact">Book Your Free Health Check</ButtonLink>' }],
    [{ name: "ContactLinks", stacked: false }, { text: "<ContactLinks />" }],
    [{ name: "ContactLinks", stacked: true }, { text: "<ContactLinks stacked />" }],
    [{ name: "PlanBox" }, { text: "<PlanBox />" }],
    [{ name: "PostalAddress" }, { text: "<PostalAddress />" }],
    [
      { name: "Faq", items: [{ question: "Do you upgrade laptops?", answer: "Yes." }, { question: "", answer: "" }, { question: "How long?", answer: "A day." }] },
      { text: '<Faq>\n\n<FaqItem question="Do you upgrade laptops?">\n\nYes.\n\n</FaqItem>\n\n<FaqItem question="How long?">\n\nA day.\n\n</FaqItem>\n\n</Faq>' },
    ],
    [{ name: "Faq", items: [{ question: "One more?", answer: "Yes." }], itemsOnly: true }, { text: '<FaqItem question="One more?">\n\nYes.\n\n</FaqItem>' }],
    [{ name: "Section", title: "We check first", contact: true, payment: false, text: "Text." }, { text: '<Section title="We check first" contact>\n\nText.\n\n</Section>' }],
    [{ name: "Section", title: "Prices", contact: true, payment: true, text: "" }, { text: '<Section title="Prices" contact payment>\n\n\n\n</Section>', cursor: 42 }],
    [{ name: "FeatureList", items: ["**RAM.** More memory", "SSD {fast}"] }, { text: "<FeatureList>\n\n- **RAM.** More memory\n- SSD \\{fast}\n\n</FeatureList>" }],
  ] as Array<[Parameters<typeof componentSnippet>[0], ReturnType<typeof componentSnippet>]>)("%j", (fields, snippet) => {
    expect(componentSnippet(fields)).toEqual(snippet);
  });

  it("puts the cursor of an empty section on the empty line inside it", () => {
    const { text, cursor } = componentSnippet({ name: "Section", title: "Prices", contact: false, payment: false, text: "" });
    expect(text.slice(0, cursor)).toBe('<Section title="Prices">\n\n');
    expect(text.slice(cursor)).toBe("\n\n</Section>");
  });

  it("reads list items one a line, without bullets typed", () => {
    expect(listItems("- one\n\n• two\n3. three\n  four  ")).toEqual(["one", "two", "three", "four"]);
  });
});

describe("insideComponent", () => {
  const text = "<Faq>\n\n<FaqItem question=\"A\">\n\nB\n\n</FaqItem>\n\n</Faq>\n\nAfter";
  it("tells whether the cursor is between a component's tags", () => {
    expect(insideComponent(text, text.indexOf("</FaqItem>") + 11, "Faq")).toBe(true);
    expect(insideComponent(text, text.indexOf("After"), "Faq")).toBe(false);
    expect(insideComponent(text, 0, "Faq")).toBe(false);
  });
});

describe("questionsInsertionPoint", () => {
  const text = '<Faq>\n\n<FaqItem question="A">\n\nB\n\n</FaqItem>\n\n</Faq>';
  it("puts new questions after the question whose answer the cursor is in, else at the cursor", () => {
    expect(questionsInsertionPoint(text, text.indexOf("B"))).toBe(text.indexOf("</FaqItem>") + 10);
    expect(questionsInsertionPoint(text, text.indexOf("</Faq>"))).toBe(text.indexOf("</Faq>"));
  });
});
