import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Both src/platform/render/*.ts and the bundled dist/*.js sit below apps/server, so the web build is found the same way.
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot =
  here.includes(`${path.sep}src${path.sep}`) || here.endsWith(`${path.sep}src`) ? path.resolve(here, '..', '..', '..') : path.resolve(here, '..');

export const defaultWebDist = path.resolve(serverRoot, '..', 'web', 'dist');
