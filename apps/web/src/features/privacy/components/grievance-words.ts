import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GrievanceKind, GrievanceStatus } from '@padosi/shared/grievances';
import type { BadgeTone } from '../../../components/ui/badge';

export const KIND_LABELS: Record<GrievanceKind, MessageDescriptor> = {
  complaint: msg`A complaint about how my data is used`,
  correction: msg`Correct my data`,
  erasure: msg`Erase my data`,
  access: msg`Tell me what data you hold about me`,
};

export const STATUS_LABELS: Record<GrievanceStatus, MessageDescriptor> = {
  open: msg`Waiting for an answer`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};

export const STATUS_TONES: Record<GrievanceStatus, BadgeTone> = { open: 'yellow', answered: 'brand', closed: 'green' };
