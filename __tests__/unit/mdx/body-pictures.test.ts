import { bodyPictures, bodyStartLine, DECORATIVE, pictureFiles, pictureIssues } from "../../../src/mdx/body-pictures";
import { rehypeFigures } from "../../../src/mdx/rehype-figures";

const FILE = "content/blog/printers.mdx";

describe("bodyPictures", () => {
  it("finds each Markdown picture with its alt text, caption and the file's line", () => {
    const body = ["Intro.", "", '![A paper tray with a jammed sheet](./images/tray.png "Clear the tray before you print again")', "", "Text with ![](./images/dot.png \"decorative\") inside."].join("\n");
    expect(bodyPictures(body, 10)).toEqual([
      { src: "./images/tray.png", alt: "A paper tray with a jammed sheet", title: "Clear the tray before you print again", line: 12 },
      { src: "./images/dot.png", alt: "", title: DECORATIVE, line: 14 },
    ]);
  });

  it("leaves out pictures written as code, in a fence or inline", () => {
    const body = ["```md", "![Not a picture](./images/a.png)", "```", "Write `![alt](./images/b.png)` to show one.", "~~~", "![Nor this](./images/c.png)", "~~~", "![Real](./images/d.png)"].join("\n");
    expect(bodyPictures(body).map((picture) => picture.src)).toEqual(["./images/d.png"]);
  });

  it("counts lines from the top of the file, after the front matter", () => {
    const source = "---\ntitle: A\n---\n\nBody line one.\n";
    expect(bodyStartLine(source, "\nBody line one.\n")).toBe(4);
  });
});

describe("pictureIssues and pictureFiles", () => {
  const pictures = bodyPictures(["![](./images/a.png)", '![](./images/b.png "decorative")', "![A chart](https://example.com/c.png)", "![A chart](./images/d.gif)", "![A router](./images/e.png)"].join("\n"));

  it("asks for alt text unless the picture only decorates, and for a picture file beside the post", () => {
    const issues = pictureIssues(FILE, pictures, "content/blog/images");
    expect(issues.map((issue) => [issue.line, issue.message.split(":")[0]])).toEqual([
      [1, "./images/a.png has no alt text"],
      [3, "https"],
      [4, "./images/d.gif is not a picture beside the post"],
    ]);
    expect(issues[0].message).toContain('describe what it shows between the brackets, ![A paper tray with a jammed sheet](./images/a.png), or, if it only decorates, give it the caption "decorative"');
    expect(issues[1].message).toBe("https://example.com/c.png is not a picture beside the post: put a .png, .jpg, .webp or .avif file in content/blog/images/ and write ./images/<file name>");
  });

  it("refuses a file name with a space, however it is written, and says what to rename it to (Markdown shows such a picture as text)", () => {
    const written = ["![A van](./images/Our Van.JPG)", "![A van](./images/Our%20Van.JPG)", "![A van](<./images/Our Van.JPG>)", '![A van](./images/Our Van.JPG "Our van")'];
    const issues = pictureIssues(FILE, bodyPictures(written.join("\n")), "content/blog/images");
    expect(issues.map((issue) => issue.line)).toEqual([1, 2, 3, 4]);
    expect(issues[2].message).toBe("./images/Our Van.JPG: a picture's file name may not hold a space, which the text cannot show: rename the file in content/blog/images/ without spaces (our-van.jpg, say) and write ./images/our-van.jpg");
    expect(pictureFiles(bodyPictures('![A van](<./images/our-van.jpg>)\n![A van](./images/our-van.jpg "Our van")'))).toEqual([
      { field: "picture", path: "./images/our-van.jpg", line: 1 },
      { field: "picture", path: "./images/our-van.jpg", line: 2 },
    ]);
  });

  it("lists the files the build checks exist, with their lines", () => {
    expect(pictureFiles(pictures)).toEqual([
      { field: "picture", path: "./images/a.png", line: 1 },
      { field: "picture", path: "./images/b.png", line: 2 },
      { field: "picture", path: "./images/e.png", line: 5 },
    ]);
  });
});

describe("rehypeFigures", () => {
  const img = { type: "element", tagName: "img", properties: { src: "./images/a.png", alt: "A" }, children: [] };

  it("lifts a picture alone in its paragraph out of it, marked as a figure", () => {
    const tree = { type: "root", children: [{ type: "element", tagName: "p", children: [{ type: "text", value: "\n" }, img] }] };
    rehypeFigures()(tree);
    expect(tree.children).toEqual([{ ...img, properties: { ...img.properties, dataFigure: true } }]);
  });

  it("leaves a picture within a sentence in its paragraph", () => {
    const paragraph = { type: "element", tagName: "p", children: [{ type: "text", value: "See " }, img] };
    const tree = { type: "root", children: [paragraph] };
    rehypeFigures()(tree);
    expect(tree.children).toEqual([paragraph]);
  });
});
