import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { MenuItem } from '@padosi/shared/kitchens';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { Card, Page } from '../../../components/ui/page';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useMyKitchen, useRemoveItem } from '../api/kitchens';
import { ItemForm } from '../components/item-form';
import { MenuItemRow } from '../components/menu-item-row';
import { MyKitchenLoaded } from '../components/my-kitchen-loaded';

/** /cloud-kitchen/menu: the cook's dishes; add, edit or remove them. */
export default function MenuPage() {
  const mine = useMyKitchen();
  const remove = useRemoveItem();
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<MenuItem | null>(null);
  const kitchen = mine.data;

  return (
    <Page
      title="Your menu"
      width="narrow"
      lead={kitchen ? kitchen.name : undefined}
      actions={
        kitchen && (
          <>
            <ButtonLink to="/cloud-kitchen/dashboard" variant="outline">
              Dashboard
            </ButtonLink>
            <Button onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" /> Add item
            </Button>
          </>
        )
      }
    >
      <MyKitchenLoaded mine={mine} skeletonClassName="h-64">
        {() =>
          !kitchen ? (
            <Card className="text-center">
              <p className="text-slate-700">Create your kitchen first, then add dishes to its menu.</p>
              <ButtonLink to="/cloud-kitchen/create-kitchen" className="mt-4">
                Create Kitchen
              </ButtonLink>
            </Card>
          ) : kitchen.items.length === 0 ? (
            <Card className="text-center">
              <p className="text-slate-700">No dishes yet. Add the first one your neighbours can order.</p>
              <Button className="mt-4" onClick={() => setEditing('new')}>
                <Plus className="size-4" aria-hidden="true" /> Add item
              </Button>
            </Card>
          ) : (
            <Card>
              <ul className="divide-y divide-slate-100">
                {kitchen.items.map((item) => (
                  <li key={item.id}>
                    <MenuItemRow item={item} note={<p className="text-xs text-slate-500">Up to {item.daily_limit} a day</p>}>
                      <Button size="sm" variant="outline" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(item)} aria-label={`Remove ${item.name}`}>
                        Remove
                      </Button>
                    </MenuItemRow>
                  </li>
                ))}
              </ul>
            </Card>
          )
        }
      </MyKitchenLoaded>
      {kitchen && (
        <Modal open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} title={editing === 'new' ? 'Add a menu item' : 'Edit menu item'}>
          {editing !== null && <ItemForm kitchenId={kitchen.id} item={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
        </Modal>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Remove this dish?"
        description={`${removing?.name ?? ''} will no longer be on your menu. Past orders keep it.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (e) => notify('error', errorText(e, 'Could not remove the dish.')),
          })
        }
      />
    </Page>
  );
}
