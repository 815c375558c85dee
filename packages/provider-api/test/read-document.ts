import { readFileSync } from 'node:fs';
import { parseYaml } from '@redocly/openapi-core';

/** One operation as openapi/provider.yaml writes it, read without the generated code. */
export interface DocumentOperation {
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
  /** The operation's own `security`, when it overrides the document's. */
  readonly security: readonly unknown[] | undefined;
  /** The media type of its request body, when it has one. */
  readonly bodyType: string | undefined;
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Node = { readonly [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(document: Node, value: unknown): unknown {
  if (!isNode(value) || typeof value.$ref !== 'string') return value;
  return value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (isNode(node) ? node[key.replaceAll('~1', '/')] : undefined),
      document,
    );
}

/** Parses openapi/provider.yaml. */
export function readDocument(): Node {
  const text = readFileSync(new URL('../openapi/provider.yaml', import.meta.url), 'utf8');
  const document = parseYaml(text);
  if (!isNode(document)) throw new Error('openapi/provider.yaml is not a mapping');
  return document;
}

/** Lists every operation of openapi/provider.yaml. */
export function readOperations(): DocumentOperation[] {
  const document = readDocument();
  const paths = isNode(document.paths) ? document.paths : {};
  const operations: DocumentOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isNode(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!isNode(operation)) continue;
      const requestBody = resolve(document, operation.requestBody);
      const content = isNode(requestBody) && isNode(requestBody.content) ? requestBody.content : {};
      operations.push({
        method,
        path,
        operationId: String(operation.operationId),
        security: Array.isArray(operation.security) ? operation.security : undefined,
        bodyType: Object.keys(content)[0],
      });
    }
  }
  return operations;
}
