type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rewrites the few schemas zod's `openapi-3.0` output leaves outside OpenAPI 3.0, whose `nullable` counts
 * only beside a `type` (OpenAPI 3.0.3, section 4.7.24.1; Redocly's nullable-type-sibling):
 * - a nullable reference (`{nullable, allOf: [$ref]}`) gets the referenced schema's type;
 * - a nullable choice between types (`{nullable, anyOf}`) makes its first branch nullable instead;
 * - a nullable "any value" (`z.unknown().nullable()`) drops `nullable`: any value includes null already.
 * It also unwraps `{allOf: [X]}` with nothing beside it, which says no more than X.
 * The document is 3.0.3 because @fastify/swagger writes 3.0.3 unless told otherwise, and more tools read it.
 */
export function asOpenApi30<T>(document: T): T {
  const components = (document as { components?: { schemas?: Record<string, Node> } }).components;
  const named = components?.schemas ?? {};
  const typeOf = (schema: unknown): unknown => {
    if (!isNode(schema)) return undefined;
    if (schema.type !== undefined) return schema.type;
    if (typeof schema.$ref === 'string') return typeOf(named[schema.$ref.split('/').at(-1) ?? '']);
    if (Array.isArray(schema.allOf)) return schema.allOf.map(typeOf).find((type) => type !== undefined);
    const choices = schema.anyOf ?? schema.oneOf;
    if (Array.isArray(choices)) {
      const types = new Set(choices.map(typeOf));
      return types.size === 1 ? [...types][0] : undefined;
    }
    return undefined;
  };

  const withType = (schema: Node): Node => {
    const type = typeOf(schema);
    if (type !== undefined) return { type, ...schema };
    const { nullable: _, ...rest } = schema;
    const choice = Array.isArray(rest.anyOf) ? 'anyOf' : Array.isArray(rest.oneOf) ? 'oneOf' : null;
    if (!choice) return rest;
    const [first, ...others] = rest[choice] as Node[];
    // A reference takes no siblings in 3.0: it goes into an allOf that can carry `nullable`.
    const nullableFirst =
      first?.$ref === undefined ? { ...first, nullable: true } : { allOf: [first], nullable: true };
    return { ...rest, [choice]: [withType(nullableFirst), ...others] };
  };

  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isNode(value)) return value;
    const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, rewrite(child)]));
    const keys = Object.keys(node);
    if (keys.length === 1 && Array.isArray(node.allOf) && node.allOf.length === 1) return node.allOf[0];
    if (node.nullable === true && node.type === undefined) return withType(node);
    if (Array.isArray(node.required) && isNode(node.additionalProperties)) return withRecordKeys(node);
    return node;
  };
  return withoutUnusedSchemas(rewrite(document) as T);
}

/**
 * A record over an enum of keys (`z.record(z.enum([...]), v)`) comes as `required` names with only
 * `additionalProperties`: each required key is given the value schema, so the names are defined.
 */
function withRecordKeys(node: Node): Node {
  const properties = isNode(node.properties) ? { ...node.properties } : {};
  for (const name of node.required as string[]) properties[name] ??= node.additionalProperties;
  return { ...node, properties };
}

/**
 * Drops the component schemas no operation reaches: fastify-type-provider-zod writes an input and an
 * output version of every schema with an id, and most are only ever one of the two.
 */
function withoutUnusedSchemas<T>(document: T): T {
  const doc = document as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) {
        const name = child.slice(SCHEMA_REF.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else {
        visit(child);
      }
    }
  };
  visit(doc.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...doc.components, schemas: kept } } as T;
}

const SCHEMA_REF = '#/components/schemas/';
