import { toast } from 'sonner';
import { SHELL } from '@padosi/shared/site';

export type NotificationType = 'success' | 'error' | 'info' | 'warning';

/** The shell's notification toast: a message and a type, hidden after its duration (default 3 s). */
export function notify(type: NotificationType, message: string, duration: number = SHELL.toastMs) {
  toast[type](message, { duration });
}
