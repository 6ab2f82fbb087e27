/**
 * A picture alone in its paragraph (`![alt](./images/file.png)` on a line of its own) as a
 * rehype plugin (options.ts): the paragraph gives way to the picture, marked `data-figure`, so
 * that BodyPicture can draw it as a figure with its caption (a <figure> may not sit inside a
 * <p>). A picture within a sentence stays where it is.
 */

import type { HastNode } from "./hast";

function alone(paragraph: HastNode): HastNode | null {
  const content = (paragraph.children ?? []).filter((child) => !(child.type === "text" && !child.value?.trim()));
  return content.length === 1 && content[0].type === "element" && content[0].tagName === "img" ? content[0] : null;
}

export function rehypeFigures() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      node.children = node.children?.map((child) => {
        const picture = child.type === "element" && child.tagName === "p" ? alone(child) : null;
        if (!picture) return child;
        return { ...picture, properties: { ...picture.properties, dataFigure: true } };
      });
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
