import { Button } from './button';

interface SaveOrCancelProps {
  /** Whether the form edits an existing item: only then is there something to cancel back from. */
  editing: boolean;
  saving: boolean;
  label: string;
  onCancel: () => void;
  /** Let the buttons wrap on narrow screens; some forms have always kept them on one row. */
  wrap?: boolean;
}

/** The submit button of a create-or-edit form, with Cancel beside it while editing. */
export function SaveOrCancel({ editing, saving, label, onCancel, wrap = true }: SaveOrCancelProps) {
  return (
    <div className={wrap ? 'flex flex-wrap gap-2' : 'flex gap-2'}>
      <Button type="submit" loading={saving}>
        {label}
      </Button>
      {editing && (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
