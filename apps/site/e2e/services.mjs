#!/usr/bin/env node
// What the end-to-end tests run against: the production-like build served statically, plus the
// local services the build is wired to (see .env.loopback).
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../scripts/static-server.mjs';

const root = fileURLToPath(new URL('../dist', import.meta.url));
const site = await startStaticServer({ root, port: 4317 });
process.stdout.write(`site: ${site.url}\n`);
