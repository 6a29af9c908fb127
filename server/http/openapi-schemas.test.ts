import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asOpenApi30 } from './openapi-schemas';

/** A document whose one operation answers with `schema`, and the components it may refer to. */
const documentWith = (schema: unknown, schemas: Record<string, unknown> = {}) => ({
  openapi: '3.0.3',
  paths: { '/x': { get: { responses: { 200: { content: { 'application/json': { schema } } } } } } },
  components: { schemas },
});
const answerOf = (document: ReturnType<typeof documentWith>) =>
  document.paths['/x'].get.responses[200].content['application/json'].schema;
const zodOpenApi30 = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0' });

describe('asOpenApi30', () => {
  const video = { type: 'object', properties: { id: { type: 'integer' } } };

  it('gives a nullable reference the type of the schema it refers to', () => {
    const nullableRef = {
      nullable: true,
      description: 'Gone: null',
      allOf: [{ $ref: '#/components/schemas/V' }],
    };
    expect(answerOf(asOpenApi30(documentWith(nullableRef, { V: video })))).toEqual({
      type: 'object',
      ...nullableRef,
    });
  });

  it('makes the first branch of a nullable choice between types nullable, a reference through allOf', () => {
    const choice = { nullable: true, anyOf: [{ $ref: '#/components/schemas/V' }, { type: 'integer' }] };
    expect(answerOf(asOpenApi30(documentWith(choice, { V: video })))).toEqual({
      anyOf: [
        { type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/V' }] },
        { type: 'integer' },
      ],
    });
  });

  it('leaves "any value" without nullable, since any value includes null', () => {
    const anything = zodOpenApi30(z.unknown().nullable());
    expect(answerOf(asOpenApi30(documentWith(anything)))).not.toHaveProperty('nullable');
  });

  it('defines the keys of a record over an enum, and unwraps an allOf of one schema', () => {
    const record = zodOpenApi30(z.record(z.enum(['A', 'B']), z.string()));
    const fixed = answerOf(asOpenApi30(documentWith({ allOf: [record] })));
    expect(fixed).toMatchObject({
      required: ['A', 'B'],
      properties: { A: { type: 'string' }, B: { type: 'string' } },
    });
  });

  it('keeps the component schemas an operation reaches, through other components, and drops the rest', () => {
    const document = documentWith(
      { $ref: '#/components/schemas/List' },
      { List: { type: 'array', items: { $ref: '#/components/schemas/V' } }, V: video, VInput: video },
    );
    expect(Object.keys(asOpenApi30(document).components.schemas)).toEqual(['List', 'V']);
  });
});
