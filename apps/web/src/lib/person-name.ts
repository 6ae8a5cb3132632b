import { FORMER_RESIDENT } from '@padosi/shared/privacy';
import { sharedText } from './shared-messages';

/**
 * A person's name as the page's reader reads it: names stay as written; the stand-in that signs an erased account's
 * kept reviews is stored in English and shown in the page's language (issue 23).
 */
export const personName = (name: string) => (name === FORMER_RESIDENT ? sharedText(name) : name);
