import type { ComponentType } from 'react';

/** A lazy route module: the page becomes its own chunk, loaded when the route is first visited. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
