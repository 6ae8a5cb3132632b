/** The cloud kitchen's shared schemas, limits, messages and pure rules (cut-offs, paise sums). */
export * from './kitchens/index';
