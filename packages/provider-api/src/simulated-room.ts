import { objectAt } from './object-at.ts';

/**
 * The room URL of a web call that no provider runs (the mock provider's, and
 * `@org/voice-client/simulated`'s): `<origin>/<id>`, with the string values of the body's
 * `assistantOverrides.variableValues` as query parameters. A real provider fills an assistant's
 * `{{name}}` slots on its own servers; a simulated call has none, and its call object is handed
 * nothing but the room URL at `join()`, so the variables ride on the URL and
 * {@link simulatedRoomVariables} reads them back. Values of other types are left out.
 * @example
 * simulatedRoomUrl('https://mock-provider.daily.co', 'c1', {
 *   assistantId: 'a1',
 *   assistantOverrides: { variableValues: { company: 'Acme & Sons' } },
 * });
 * // 'https://mock-provider.daily.co/c1?company=Acme+%26+Sons'
 */
export function simulatedRoomUrl(origin: string, id: string, body: unknown): string {
  const url = new URL(`${origin}/${encodeURIComponent(id)}`);
  for (const [name, value] of Object.entries(variableValuesOf(body))) {
    if (typeof value === 'string') url.searchParams.append(name, value);
  }
  return url.href;
}

/**
 * The variable values a {@link simulatedRoomUrl} carries: `{}` for a room without any, or a URL
 * that does not parse. The first of repeated names wins.
 */
export function simulatedRoomVariables(roomUrl: string): Readonly<Record<string, string>> {
  let parameters: URLSearchParams;
  try {
    parameters = new URL(roomUrl).searchParams;
  } catch {
    return {};
  }
  const variables = new Map<string, string>();
  for (const [name, value] of parameters) {
    if (!variables.has(name)) variables.set(name, value);
  }
  // Own properties even for a name such as `__proto__`.
  return Object.fromEntries(variables);
}

function variableValuesOf(body: unknown): Readonly<Record<string, unknown>> {
  return objectAt(objectAt(body, 'assistantOverrides'), 'variableValues') ?? {};
}
