import type { MockProvider } from '@org/provider-api/mock';

/** The provider key the loopback wiring uses (nothing secret: the mock checks it). */
export const LOCAL_PUBLIC_KEY: string;

/** The running receiver and mock provider, and the receiver's deliveries file. */
export interface LocalServices {
  webhooks: { url: string; close(): Promise<void> };
  provider: MockProvider;
  deliveriesFile: string;
  close(): Promise<void>;
}

/** Starts the receiver and the mock provider, answering only pages served from `sitePorts`. */
export function startLocalServices(options: {
  sitePorts: number[];
  receiverPort: number;
  providerPort: number;
  logFile?: string;
  logger?: { info(message: string): void; error(message: string, error: unknown): void };
}): Promise<LocalServices>;
