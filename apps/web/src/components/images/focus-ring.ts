/**
 * A file input is visually hidden inside the label that looks like its button, so the label shows the keyboard's
 * focus (only the keyboard's: a click shows none). Inside: the ring stays visible in a tile that clips its content.
 */
export const FOCUS_RING = 'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';
export const FOCUS_RING_INSIDE = 'has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-4 has-[:focus-visible]:outline-brand-600';
