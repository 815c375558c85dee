import type { ProviderOperation } from '../provider-document.ts';

/** Where a request lands in the document. */
export type RouteMatch =
  /** An operation answers this method and path; `pathParams` are decoded. */
  | {
      readonly kind: 'operation';
      readonly operation: ProviderOperation;
      readonly pathParams: Readonly<Record<string, string>>;
    }
  /** The path exists, but not with this method; `allowed` lists the methods it has. */
  | { readonly kind: 'method-not-allowed'; readonly allowed: readonly string[] }
  /** A path segment is not valid percent-encoding. */
  | { readonly kind: 'bad-path' }
  /** No path of the document matches. */
  | { readonly kind: 'not-found' };

type Segment = { readonly literal: string } | { readonly param: string };

interface Route {
  readonly operation: ProviderOperation;
  readonly segments: readonly Segment[];
}

/** Finds the operation for a method and pathname. */
export interface RouteTable {
  match(method: string, pathname: string): RouteMatch;
}

function parseTemplate(path: string): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param === undefined ? { literal: segment } : { param };
    });
}

/**
 * Orders two routes that both match: at the first segment where one is literal and the other
 * a template, the literal wins (OpenAPI's rule: `/call/web` before `/call/{id}`, and
 * `/call/workflows` is a call, not a provider's workflows).
 */
function compareSpecificity(a: Route, b: Route): number {
  for (let index = 0; index < a.segments.length; index += 1) {
    const aLiteral = 'literal' in (a.segments[index] ?? {});
    const bLiteral = 'literal' in (b.segments[index] ?? {});
    if (aLiteral !== bLiteral) return aLiteral ? -1 : 1;
  }
  return 0;
}

function decodeSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

function bind(route: Route, segments: readonly string[]): Record<string, string> | undefined {
  if (route.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    const value = segments[index] ?? '';
    if ('literal' in segment) {
      if (segment.literal !== value) return undefined;
    } else {
      if (value === '') return undefined;
      params[segment.param] = value;
    }
  }
  return params;
}

/**
 * Builds the router of the mock provider from the document's operations. Like the provider's
 * own server, it routes on method and path together: `GET /voice-library/sync` is the GET of
 * `/voice-library/{provider}`, since `/voice-library/sync` has only a POST.
 */
export function createRouteTable(operations: readonly ProviderOperation[]): RouteTable {
  const routes = operations
    .map((operation) => ({ operation, segments: parseTemplate(operation.path) }))
    .sort(compareSpecificity);

  return {
    match(method, pathname) {
      const segments = decodeSegments(pathname);
      if (segments === undefined) return { kind: 'bad-path' };
      const lowerMethod = method.toLowerCase();
      const allowed: string[] = [];
      for (const route of routes) {
        const pathParams = bind(route, segments);
        if (pathParams === undefined) continue;
        if (route.operation.method === lowerMethod) {
          return { kind: 'operation', operation: route.operation, pathParams };
        }
        allowed.push(route.operation.method.toUpperCase());
      }
      if (allowed.length > 0) return { kind: 'method-not-allowed', allowed: [...new Set(allowed)] };
      return { kind: 'not-found' };
    },
  };
}
