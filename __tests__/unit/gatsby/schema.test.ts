/**
 * @jest-environment node
 *
 * The front matter schemas (src/lib/content-schema.ts) are the one description of a content
 * file; the GraphQL types (gatsby/schema.ts) must say the same: every field, its kind, and
 * whether it may be missing.
 */
import { Kind, parse, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { z } from "zod";
import { contentFields } from "../../../gatsby/content-nodes";
import { typeDefs } from "../../../gatsby/schema";
import { imagePath, isoDate, schemas } from "../../../src/lib/content-schema";

const types = new Map(
  parse(typeDefs)
    .definitions.filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((definition) => [definition.name.value, definition]),
);

/** A GraphQL field type as text, with nested object types spelled out: "[Figure{alt:String!,…}!]". */
function graphqlKind(type: TypeNode): string {
  if (type.kind === Kind.NON_NULL_TYPE) return `${graphqlKind(type.type)}!`;
  if (type.kind === Kind.LIST_TYPE) return `[${graphqlKind(type.type)}]`;
  const named = types.get(type.name.value);
  if (!named || named.name.value === "File") return type.name.value;
  const fields = (named.fields ?? []).map((field) => `${field.name.value}:${graphqlKind(field.type)}`).sort();
  return `{${fields.join(",")}}`;
}

function shapeOf(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> {
  return schema instanceof z.ZodEffects ? shapeOf(schema.innerType()) : (schema as z.AnyZodObject).shape;
}

/** The same text for a zod schema: what GraphQL type it must have. */
function zodKind(schema: z.ZodTypeAny, required = true): string {
  if (schema instanceof z.ZodOptional) return zodKind(schema.unwrap(), false);
  const bang = required ? "!" : "";
  if (schema === imagePath) return `File${bang}`;
  if (schema === isoDate) return `Date${bang}`;
  if (schema instanceof z.ZodEffects) return zodKind(schema.innerType(), required);
  if (schema instanceof z.ZodString || schema instanceof z.ZodEnum) return `String${bang}`;
  if (schema instanceof z.ZodBoolean) return `Boolean${bang}`;
  if (schema instanceof z.ZodNumber) return `${schema.isInt ? "Int" : "Float"}${bang}`;
  if (schema instanceof z.ZodArray) return `[${zodKind(schema.element)}]${bang}`;
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(shapeOf(schema)).map(([name, field]) => `${name}:${zodKind(field)}`).sort();
    return `{${fields.join(",")}}${bang}`;
  }
  throw new Error(`no GraphQL kind for ${schema.constructor.name}`);
}

describe("the GraphQL front matter type", () => {
  const frontmatter = types.get("MdxFrontmatter")!;
  const graphqlFields = new Map((frontmatter.fields ?? []).map((field) => [field.name.value, graphqlKind(field.type)]));
  const collections = Object.values(schemas).map(shapeOf);
  const names = [...new Set(collections.flatMap((shape) => Object.keys(shape)))].sort();

  it("has exactly the fields of the collections' schemas", () => {
    expect([...graphqlFields.keys()].sort()).toEqual(names);
  });

  it.each(names)("types %s as the schemas do (non-null only where every collection requires it)", (name) => {
    const kinds = collections.map((shape) => (shape[name] ? zodKind(shape[name]) : null));
    const everywhere = kinds.every((kind) => kind?.endsWith("!"));
    const kind = kinds.find((found) => found !== null)!.replace(/!$/, "");
    // Each collection that has the field agrees on its kind.
    for (const other of kinds) if (other) expect(other.replace(/!$/, "")).toBe(kind);
    expect(graphqlFields.get(name)).toBe(everywhere ? `${kind}!` : kind);
  });
});

describe("the GraphQL fields type", () => {
  it("has exactly the fields each content node is given", () => {
    const fields = contentFields({ collection: "blog", name: "a-post", frontmatter: { date: "2025-01-02", keywords: ["x"] }, body: "Text", problem: null });
    const declared = (types.get("MdxFields")!.fields ?? []).map((field) => field.name.value).sort();
    expect(declared).toEqual(Object.keys(fields).sort());
  });
});
