import ts from 'typescript';

/**
 * What the differential test compares of a body, a reply or a query: its property names, the
 * required ones, and each property's type, described to the second level (a property's own
 * properties are named; deeper objects are only `object`).
 */
export interface ObjectShape {
  readonly properties: Readonly<Record<string, string>>;
  readonly required: readonly string[];
}

/** A type's shape: an object's, or one line for anything else (`string`, `array<…>`, `none`). */
export type Shape = ObjectShape | string;

function isNullish(type: ts.Type): boolean {
  return (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) !== 0;
}

/**
 * Describes types the same way whichever file declared them, so that the provider's client
 * types (`api.d.ts`, written by swagger-typescript-api) and ours (`provider-schema.ts`, by
 * openapi-typescript from the derived document) can be compared as text.
 */
export function createShapeReader(checker: ts.TypeChecker) {
  /** One line for a type, descending `level` more times into objects' properties. */
  function describe(type: ts.Type, level: number): string {
    if (type.isUnion()) {
      const members = type.types.filter((member) => !isNullish(member));
      const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
      const rest = members.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
      const parts = [
        ...(booleans.length === 2 ? ['boolean'] : booleans.map((b) => checker.typeToString(b))),
        ...rest.map((member) => describe(member, level)),
      ];
      const unique = [...new Set(parts)].sort();
      return unique.length === 1 ? (unique[0] ?? 'never') : unique.join(' | ');
    }
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'any';
    if (flags & ts.TypeFlags.String) return 'string';
    if (flags & ts.TypeFlags.Number) return 'number';
    if (flags & ts.TypeFlags.Boolean) return 'boolean';
    if (flags & ts.TypeFlags.Null) return 'null';
    if (flags & ts.TypeFlags.Never) return 'never';
    if (type.isStringLiteral()) return JSON.stringify(type.value);
    if (type.isNumberLiteral()) return String(type.value);
    if (flags & ts.TypeFlags.BooleanLiteral) return checker.typeToString(type);
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      return `array<${element === undefined ? 'any' : describe(element, level)}>`;
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection() || flags & ts.TypeFlags.NonPrimitive) {
      const properties = checker.getPropertiesOfType(type);
      // `object`, `Record<string, any>` and `{ [key: string]: unknown }` are all "any object".
      if (properties.length === 0) return 'object';
      if (level <= 0) return 'object';
      const shape = objectShape(type, level - 1);
      const fields = Object.entries(shape.properties).map(
        ([name, text]) => `${name}${shape.required.includes(name) ? '' : '?'}: ${text}`,
      );
      return `{ ${fields.join('; ')} }`;
    }
    return checker.typeToString(type);
  }

  /** The names, required names and property types of an object type. */
  function objectShape(type: ts.Type, level: number): ObjectShape {
    const properties: Record<string, string> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType =
        declaration === undefined
          ? checker.getTypeOfSymbol(property)
          : checker.getTypeOfSymbolAtLocation(property, declaration);
      properties[property.name] = describe(propertyType, level);
      if ((property.flags & ts.SymbolFlags.Optional) === 0) required.push(property.name);
    }
    return { properties, required: required.sort() };
  }

  /**
   * The shape of a body, reply or query to the first two levels: its properties, each with its
   * type and that type's own properties named.
   */
  function shapeOf(type: ts.Type | undefined): Shape {
    if (type === undefined) return 'none';
    const present = type.isUnion() ? type.types.filter((member) => !isNullish(member)) : [type];
    if (present.length === 0) return 'none';
    if (present.length === 1) {
      const [only] = present as [ts.Type];
      if (isNullish(only) || only.flags & ts.TypeFlags.Never) return 'none';
      const object =
        (only.flags & ts.TypeFlags.Object || only.isIntersection()) &&
        !checker.isArrayType(only) &&
        checker.getPropertiesOfType(only).length > 0;
      if (object) return objectShape(only, 1);
    }
    return describe(type, 2);
  }

  return { shapeOf };
}
