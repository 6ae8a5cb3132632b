import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { positive } from './listings/listing-results';

interface CreateOrEditProps {
  /** The route parameter holding the id being edited, such as "rideId". */
  param: string;
  create: ReactNode;
  edit: (id: number) => ReactNode;
  /** Where an id that is not a whole number above zero sends people. */
  invalidTo: string;
}

/** A create-and-edit page's mode, from the route: no id creates, a valid id edits, a bad one goes back. */
export function CreateOrEdit({ param, create, edit, invalidTo }: CreateOrEditProps) {
  const value = useParams()[param];
  if (value === undefined) return create;
  const id = positive(value);
  return id ? edit(id) : <Navigate to={invalidTo} replace />;
}
