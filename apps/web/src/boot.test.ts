import fs from 'node:fs';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// public/boot.js starts a server-rendered page's app after its first paint (decision 1104). Run it against a small
// stand-in for the browser and watch when the entry script is added.
const source = fs.readFileSync(new URL('../public/boot.js', import.meta.url), 'utf8');

type Listener = () => void;

function browser({ paintTiming = true, visibility = 'visible' } = {}) {
  const added: { tag: string; src?: string; href?: string }[] = [];
  const windowListeners: Record<string, Listener[]> = {};
  const documentListeners: Record<string, Listener[]> = {};
  let paintCallback: ((list: { getEntriesByName: (n: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
  const document = {
    visibilityState: visibility,
    currentScript: { getAttribute: () => '/assets/index-A.js /assets/vendor-B.js /assets/page-C.js' },
    createElement: (tag: string) => ({ tag }) as { tag: string; src?: string; href?: string },
    head: { appendChild: (node: { tag: string; src?: string; href?: string }) => added.push(node) },
    addEventListener: (type: string, fn: Listener) => (documentListeners[type] ??= []).push(fn),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {}
  }
  const window = { addEventListener: (type: string, fn: Listener) => (windowListeners[type] ??= []).push(fn), PerformanceObserver };
  vm.runInNewContext(source, { window, document, PerformanceObserver, setTimeout });
  const entry = () => added.find((n) => n.tag === 'script')?.src;
  return {
    entry,
    added,
    fire: (type: 'load') => windowListeners[type]?.forEach((fn) => fn()),
    hide: () => {
      document.visibilityState = 'hidden';
      documentListeners.visibilitychange?.forEach((fn) => fn());
    },
    paint: (name: string) => paintCallback?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => {} }),
  };
}

describe('boot.js', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first contentful paint even when the load event comes first', () => {
    const page = browser();
    page.fire('load');
    vi.advanceTimersByTime(1000);
    expect(page.entry()).toBeUndefined();
    page.paint('first-paint');
    vi.advanceTimersByTime(10);
    expect(page.entry()).toBeUndefined();
    page.paint('first-contentful-paint');
    vi.advanceTimersByTime(1);
    expect(page.entry()).toBe('/assets/index-A.js');
    // The entry's imports and the route's chunks are preloaded beside it, once.
    expect(page.added.filter((n) => n.tag === 'link').map((n) => n.href)).toEqual(['/assets/vendor-B.js', '/assets/page-C.js']);
    page.fire('load');
    vi.advanceTimersByTime(5000);
    expect(page.added.filter((n) => n.tag === 'script')).toHaveLength(1);
  });

  it('starts 3 s after load when no paint is reported', () => {
    const page = browser();
    page.fire('load');
    vi.advanceTimersByTime(2999);
    expect(page.entry()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(page.entry()).toBe('/assets/index-A.js');
  });

  it('starts at load without paint timing, in a background tab, or when the tab is hidden', () => {
    const noPaintTiming = browser({ paintTiming: false });
    noPaintTiming.fire('load');
    expect(noPaintTiming.entry()).toBe('/assets/index-A.js');

    const background = browser({ visibility: 'hidden' });
    background.fire('load');
    expect(background.entry()).toBe('/assets/index-A.js');

    const leftBeforePaint = browser();
    leftBeforePaint.hide();
    expect(leftBeforePaint.entry()).toBe('/assets/index-A.js');
  });
});
