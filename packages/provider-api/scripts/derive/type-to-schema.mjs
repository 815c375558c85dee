// Turns the TypeScript types of the provider's definition (`@vapi-ai/web`'s `dist/api.d.ts`)
// back into the JSON Schemas (2020-12, as OpenAPI 3.1 uses them) they were generated from.
//
// swagger-typescript-api, which wrote that file, prints a schema's keywords as JSDoc tags
// (`@format`, `@min`, `@max`, `@minLength`, `@maxLength`, `@pattern`, `@default`,
// `@deprecated`); each comes back as its keyword. What the types cannot say is not invented:
// a number stays `number` (no integer), and an object without an index signature refuses other
// properties, as the provider's server (NestJS, whose validation forbids unknown properties)
// answers `property … should not exist`.
import ts from 'typescript';
import { jsDocTags, jsDocText } from './read-api-dts.mjs';

const keywordSchemas = {
  [ts.SyntaxKind.StringKeyword]: { type: 'string' },
  [ts.SyntaxKind.NumberKeyword]: { type: 'number' },
  [ts.SyntaxKind.BooleanKeyword]: { type: 'boolean' },
  [ts.SyntaxKind.NullKeyword]: { type: 'null' },
  // TypeScript's `object` is any object; without `additionalProperties`, openapi-typescript
  // would read it as one with no fields.
  [ts.SyntaxKind.ObjectKeyword]: { type: 'object', additionalProperties: true },
  [ts.SyntaxKind.AnyKeyword]: {},
  [ts.SyntaxKind.UnknownKeyword]: {},
};

/** Reads a `@default`/`@example` text as JSON when it is JSON, else as the text itself. */
function tagValue(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The schema keywords a declaration's JSDoc carries. */
export function keywordsFromDoc(node) {
  const tags = jsDocTags(node);
  const keywords = {};
  const description = jsDocText(node);
  if (description !== undefined) keywords.description = description;
  if (tags.format !== undefined) keywords.format = tags.format;
  if (tags.min !== undefined) keywords.minimum = Number(tags.min);
  if (tags.max !== undefined) keywords.maximum = Number(tags.max);
  if (tags.minLength !== undefined) keywords.minLength = Number(tags.minLength);
  if (tags.maxLength !== undefined) keywords.maxLength = Number(tags.maxLength);
  if (tags.pattern !== undefined && !/^[A-Z][A-Z0-9_]*$/.test(tags.pattern)) {
    // NestJS's document generator writes a `@Matches(/…/)` pattern with its slashes; the
    // server matches the expression between them. A bare constant name
    // (`ORG_ROLE_OR_CUSTOM_ROLE_PATTERN`) is a placeholder the provider's document never filled
    // in: no expression to check, so none is kept.
    keywords.pattern = tags.pattern.replace(/^\/(.*)\/[a-z]*$/s, '$1');
  }
  if (tags.default !== undefined) keywords.default = tagValue(tags.default);
  if ('deprecated' in tags) keywords.deprecated = true;
  return keywords;
}

/**
 * A converter over one definition. `schemas` collects, as the conversion reaches them, the
 * named types it refers to (`$ref: '#/components/schemas/Name'`), so that only what the
 * covered operations use ends up in the document.
 * @param {Map<string, ts.Node>} declarations  the definition's interfaces and type aliases
 */
export function createSchemaConverter(declarations) {
  /** @type {Map<string, object>} */
  const schemas = new Map();

  function refTo(name) {
    if (!schemas.has(name)) {
      schemas.set(name, {}); // reserved first: a type may refer to itself
      schemas.set(name, declarationSchema(declarations.get(name)));
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  function declarationSchema(node) {
    if (ts.isInterfaceDeclaration(node)) {
      if (node.heritageClauses !== undefined) throw new Error(`${node.name.text}: extends`);
      return { ...objectSchema(node.members), ...keywordsFromDoc(node) };
    }
    return { ...convert(node.type), ...keywordsFromDoc(node) };
  }

  function objectSchema(members) {
    const properties = {};
    const required = [];
    let additionalProperties = false;
    for (const member of members) {
      if (ts.isIndexSignatureDeclaration(member)) {
        additionalProperties = isAny(member.type) ? true : convert(member.type);
        continue;
      }
      if (!ts.isPropertySignature(member))
        throw new Error(`Unsupported member: ${member.getText()}`);
      const name = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText();
      // An intersection (`{ type: "verbal" } & RecordingConsentPlanVerbal`) may name a property
      // twice; its first member is the discriminating literal, the narrower of the two.
      if (name in properties) {
        if (member.questionToken === undefined && !required.includes(name)) required.push(name);
        continue;
      }
      properties[name] = propertySchema(member);
      if (member.questionToken === undefined) required.push(name);
    }
    return {
      type: 'object',
      ...(Object.keys(properties).length > 0 ? { properties } : {}),
      ...(required.length > 0 ? { required } : {}),
      additionalProperties,
    };
  }

  /** A property's schema: its type's, with the keywords of its JSDoc. */
  function propertySchema(member) {
    const keywords = keywordsFromDoc(member);
    // swagger-typescript-api prints `format: binary` as `File`, which in that module names the
    // provider's own `File` interface; it is the uploaded bytes.
    if (keywords.format === 'binary') return { type: 'string', ...keywords };
    return { ...convert(member.type), ...keywords };
  }

  /** The properties of an intersection's member, for merging; undefined when it has none. */
  function objectMembers(node) {
    if (ts.isParenthesizedTypeNode(node)) return objectMembers(node.type);
    if (ts.isTypeLiteralNode(node)) return node.members;
    if (ts.isTypeReferenceNode(node)) {
      const declaration = declarations.get(node.typeName.getText());
      if (declaration !== undefined && ts.isInterfaceDeclaration(declaration)) {
        return declaration.members;
      }
    }
    return undefined;
  }

  function isAny(node) {
    return node.kind === ts.SyntaxKind.AnyKeyword || node.kind === ts.SyntaxKind.UnknownKeyword;
  }

  function union(nodes) {
    const flat = nodes.flatMap((node) =>
      ts.isUnionTypeNode(node)
        ? node.types
        : ts.isParenthesizedTypeNode(node)
          ? [node.type]
          : [node],
    );
    const nullable = flat.some(
      (node) => ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword,
    );
    const rest = flat.filter(
      (node) => !(ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword),
    );
    const literals = rest.filter(
      (node) =>
        ts.isLiteralTypeNode(node) &&
        (ts.isStringLiteral(node.literal) ||
          ts.isNumericLiteral(node.literal) ||
          node.literal.kind === ts.SyntaxKind.TrueKeyword ||
          node.literal.kind === ts.SyntaxKind.FalseKeyword),
    );
    let schema;
    if (literals.length === rest.length && rest.length > 0) {
      const values = literals.map((node) => literalValue(node.literal));
      const types = [...new Set(values.map((value) => typeof value))];
      schema = { type: types.length === 1 ? types[0] : types, enum: values };
      if (nullable) schema = { type: [...[schema.type].flat(), 'null'], enum: [...values, null] };
      return schema;
    }
    const members = rest.map(convert);
    if (members.length === 1) schema = members[0];
    else if (members.every(isPlainType)) schema = { type: members.map((member) => member.type) };
    else schema = { anyOf: members };
    if (!nullable) return schema;
    if (isPlainType(schema)) return { type: [schema.type, 'null'] };
    if (Array.isArray(schema.type) && Object.keys(schema).length === 1) {
      return { type: [...schema.type, 'null'] };
    }
    return { anyOf: [...(schema.anyOf ?? [schema]), { type: 'null' }] };
  }

  function literalValue(literal) {
    if (ts.isStringLiteral(literal)) return literal.text;
    if (ts.isNumericLiteral(literal)) return Number(literal.text);
    return literal.kind === ts.SyntaxKind.TrueKeyword;
  }

  function isPlainType(schema) {
    return Object.keys(schema).length === 1 && typeof schema.type === 'string';
  }

  /** @param {ts.TypeNode} node */
  function convert(node) {
    if (node.kind in keywordSchemas) return { ...keywordSchemas[node.kind] };
    if (ts.isParenthesizedTypeNode(node)) return convert(node.type);
    if (ts.isTypeOperatorNode(node)) return convert(node.type);
    if (ts.isLiteralTypeNode(node)) return union([node]);
    if (ts.isUnionTypeNode(node)) return union([node]);
    if (ts.isArrayTypeNode(node)) return { type: 'array', items: convert(node.elementType) };
    if (ts.isTypeLiteralNode(node)) return objectSchema(node.members);
    if (ts.isIntersectionTypeNode(node)) {
      // `{ provider: "tavus" } & any`: the definition's generator could not resolve a DTO and
      // wrote `any`; what is known stays, and any other property is let through.
      const known = node.types.filter((member) => !isAny(member));
      const parts = known.map(objectMembers);
      if (parts.every((members) => members !== undefined)) {
        const schema = objectSchema(parts.flat());
        return known.length < node.types.length
          ? { ...schema, additionalProperties: true }
          : schema;
      }
      return { allOf: node.types.map(convert) };
    }
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText();
      if (name === 'Record') {
        const value = node.typeArguments[1];
        return { type: 'object', additionalProperties: isAny(value) ? true : convert(value) };
      }
      if (declarations.has(name)) return refTo(name);
    }
    throw new Error(`Unsupported type: ${node.getText()}`);
  }

  return { convert, propertySchema, objectSchema, schemas };
}
