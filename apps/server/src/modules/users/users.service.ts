import type { Language } from '@padosi/shared/languages';
import type { ProfileValues, SessionUser } from '@padosi/shared/users';
import { MINIMUM_AGE_MESSAGES, PROFILE_MESSAGES } from '@padosi/shared/users';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import type { Db } from '../../platform/engine/db';
import { isUniqueViolation } from '../../platform/sql/sql-text';
import type { UploadedFile } from '../../platform/http/multipart';
import { writeWithImage } from '../../platform/uploads/upload-batch';
import type { ServiceContext } from '../../platform/services/context';
import { ADMIN_MESSAGES } from '@padosi/shared/admin';
import { apartmentProblem } from '../apartments/apartments.service';
import { findUserById, findUserBySub, insertUser, updateUser } from './users.repo';
import { toSessionUser } from './user-view';

/**
 * Saves the profile form. The picture is re-encoded before the row changes; the old uploaded picture is removed
 * only after the row points at the new one, and a new file is removed again if the row update fails.
 */
/** Checked before the upload is read: a profile is changed by its own user only. */
export function assertOwnProfile(ctx: ServiceContext, userId: number) {
  if (userId !== ctx.user.id) throw Forbidden(PROFILE_MESSAGES.ownProfileOnly);
}

export async function updateProfile(ctx: ServiceContext, values: ProfileValues, picture: UploadedFile | undefined) {
  const { db, deps } = ctx;
  const userId = ctx.user.id;
  const current = await findUserById(db, userId);
  if (!current) throw NotFound('The user');
  const problem = await apartmentProblem(db, values.apartment_id, current.apartmentId);
  if (problem) {
    const message = problem === 'retired' ? ADMIN_MESSAGES.apartmentRetired : PROFILE_MESSAGES.apartmentRequired;
    throw Invalid(message, { apartment_id: message });
  }
  const rules = { allowed: ['jpeg', 'png'] as const, maxPx: 800, message: PROFILE_MESSAGES.pictureType };
  return writeWithImage(deps.uploads, 'profiles', picture, rules, async (stored) => {
    const updated = await updateUser(db, userId, {
      name: values.name,
      phoneNumber: values.phone_number,
      apartmentId: values.apartment_id,
      blockFlatNumber: values.block_flat_number,
      address: values.address,
      city: values.city,
      state: values.state,
      pincode: values.pincode,
      ...(stored ? { profilePicture: stored.path } : {}),
    });
    // A Google picture is a URL, not one of our files: only an uploaded picture is removed.
    const replaced = stored && current.profilePicture?.startsWith('/uploads/profiles/') ? [current.profilePicture] : [];
    return { result: toSessionUser(updated!), replaced };
  });
}

/** The signed-in user's own record; 404 when the account is gone. */
export async function getSignedInUser(ctx: ServiceContext) {
  const user = await findSessionUser(ctx.db, ctx.user.id);
  if (!user) throw NotFound(PROFILE_MESSAGES.userNotFound);
  return user;
}

/** Keeps the signed-in user's language (decision 2300); their own row only, as the id is the session's. */
export async function setLanguage(ctx: ServiceContext, language: Language) {
  const updated = await updateUser(ctx.db, ctx.user.id, { language });
  if (!updated) throw NotFound(PROFILE_MESSAGES.userNotFound);
  return toSessionUser(updated);
}

/** An account made before sign-up asked confirms once that its person is at least 13 (issue 30); audited. */
export async function confirmAge(ctx: ServiceContext) {
  const found = await findUserById(ctx.db, ctx.user.id);
  if (!found) throw NotFound(PROFILE_MESSAGES.userNotFound);
  if (found.ageConfirmedAt) return toSessionUser(found);
  const updated = await updateUser(ctx.db, ctx.user.id, { ageConfirmedAt: ctx.clock.now() });
  await ctx.audit('user.age_confirmed', `user:${ctx.user.id}`);
  return toSessionUser(updated!);
}

/** The signed-in user's own record, or null when the account is gone. */
export async function findSessionUser(db: Db, id: number) {
  const user = await findUserById(db, id);
  return user ? toSessionUser(user) : null;
}

export interface SignInIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
  /** The language the visitor chose on this device before signing in (the `lang` cookie), if any. */
  language?: Language | null;
  /** The sign-up's "I am at least 13" was ticked. */
  ageConfirmed?: boolean;
  /** A new account needs that tick (Google sign-in; the development API keeps the spec's body). */
  requireAge?: boolean;
}

/**
 * The account of a verified identity, keyed by subject (not e-mail): created on first sign-in, otherwise its
 * e-mail refreshed and admin granted when listed. A disabled account is refused before anything changes;
 * `onRefused` runs first (the caller records the refusal in the audit log).
 */
export async function accountForSignIn(
  db: Db,
  identity: SignInIdentity,
  isListedAdmin: boolean,
  onRefused?: (userId: number) => Promise<void>,
): Promise<SessionUser> {
  const found = await findUserBySub(db, identity.sub);
  const ageConfirmedAt = identity.ageConfirmed ? new Date() : null;
  if (!found) {
    if (identity.requireAge && !ageConfirmedAt) throw Invalid(MINIMUM_AGE_MESSAGES.confirmAge, { age_confirmed: MINIMUM_AGE_MESSAGES.confirmAge });
    // Two first sign-ins of one identity at once (two tabs, a double tap): the one that loses the insert signs in
    // to the account the other created, instead of failing.
    const created = await insertUser(db, {
      googleSub: identity.sub,
      email: identity.email,
      name: identity.name,
      profilePicture: identity.picture,
      isAdmin: isListedAdmin,
      language: identity.language ?? null,
      ageConfirmedAt,
    }).catch((err: unknown) => {
      if (isUniqueViolation(err)) return null;
      throw err;
    });
    return created ? toSessionUser(created) : accountForSignIn(db, identity, isListedAdmin, onRefused);
  }
  if (found.isDisabled) {
    await onRefused?.(found.id);
    throw Forbidden('This account has been disabled. Please contact support.');
  }
  // A language chosen before signing in becomes the account's when it has none yet (its pushes are sent in it);
  // one the account already keeps is not overridden by a device's cookie.
  const language = found.language ?? identity.language ?? null;
  return toSessionUser(
    (await updateUser(db, found.id, {
      email: identity.email,
      isAdmin: found.isAdmin || isListedAdmin,
      language,
      ageConfirmedAt: found.ageConfirmedAt ?? ageConfirmedAt,
    }))!,
  );
}
