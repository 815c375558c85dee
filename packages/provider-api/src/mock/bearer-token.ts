import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether an `Authorization` header carries `Bearer <expected>`. The comparison takes the same
 * time whatever the token, so the mock does not teach a bad habit to code copied from it.
 */
export function hasBearerToken(header: string | undefined, expected: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  if (token === undefined) return false;
  // Digests have equal lengths, which timingSafeEqual requires.
  return timingSafeEqual(digest(token), digest(expected));
}
