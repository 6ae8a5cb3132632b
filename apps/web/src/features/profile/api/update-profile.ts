import { useMutation } from '@tanstack/react-query';
import type { ProfileValues, SessionUser } from '@padosi/shared/users';
import { api } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/auth-store';

export interface UpdateProfileInput {
  userId: number;
  values: ProfileValues;
  picture: File | null;
}

export function updateProfile({ userId, values, picture }: UpdateProfileInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value ?? ''));
  if (picture) form.append('profile_picture', picture);
  return api<{ message: string; user: SessionUser }>(`/api/userprofile/update/${userId}`, { form });
}

/** The response's user object replaces the stored copy. */
export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile, onSuccess: (res) => updateStoredUser(res.user) });
