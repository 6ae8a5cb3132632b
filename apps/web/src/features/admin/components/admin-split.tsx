import { useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/page';

interface AdminSplitProps {
  /** Tailwind's column template at lg; literal at the call site so the class is generated. Five to seven by default. */
  columns?: string;
  /** The form side, in a card, under `formTitle` when given. */
  side: ReactNode;
  formTitle?: string;
  listId: string;
  listTitle: string;
  children: ReactNode;
}

/** An admin page's two columns: a form card, and the titled list it edits. */
export function AdminSplit({ columns = 'xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]', side, formTitle, listId, listTitle, children }: AdminSplitProps) {
  return (
    <div className={`grid gap-6 ${columns}`}>
      <Card>
        {formTitle && <h2 className="mb-4 text-lg font-semibold">{formTitle}</h2>}
        {side}
      </Card>
      <section aria-labelledby={listId} className="space-y-3">
        <h2 id={listId} className="text-lg font-semibold">
          {listTitle}
        </h2>
        {children}
      </section>
    </div>
  );
}

/**
 * Which item the side form edits (null: a new one) and a key that gives the form fresh state both when the
 * item changes and after each save of a new one.
 */
export function useEditing<T extends { id: number }>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [round, setRound] = useState(0);
  const done = () => {
    setEditing(null);
    setRound((n) => n + 1);
  };
  return { editing, setEditing, done, formKey: editing ? `edit-${editing.id}` : `new-${round}` };
}
