import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<MenuItem | null>(null);
  const kitchen = mine.data;
  const dish = removing?.name ?? '';

  return (
    <Page
      title={t`Your menu`}
      width="narrow"
      lead={kitchen ? kitchen.name : undefined}
      actions={
        kitchen && (
          <>
            <ButtonLink to="/cloud-kitchen/dashboard" variant="outline">
              <Trans>Dashboard</Trans>
            </ButtonLink>
            <Button onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" /> <Trans>Add item</Trans>
            </Button>
          </>
        )
      }
    >
      <MyKitchenLoaded mine={mine} skeletonClassName="h-64">
        {() =>
          !kitchen ? (
            <Card className="text-center">
              <p className="text-slate-700">
                <Trans>Create your kitchen first, then add dishes to its menu.</Trans>
              </p>
              <ButtonLink to="/cloud-kitchen/create-kitchen" className="mt-4">
                <Trans>Create Kitchen</Trans>
              </ButtonLink>
            </Card>
          ) : kitchen.items.length === 0 ? (
            <Card className="text-center">
              <p className="text-slate-700">
                <Trans>No dishes yet. Add the first one your neighbours can order.</Trans>
              </p>
              <Button className="mt-4" onClick={() => setEditing('new')}>
                <Plus className="size-4" aria-hidden="true" /> <Trans>Add item</Trans>
              </Button>
            </Card>
          ) : (
            <Card>
              <ul className="divide-y divide-slate-100">
                {kitchen.items.map((item) => (
                  <li key={item.id}>
                    <MenuItemRow
                      item={item}
                      note={
                        <p className="text-xs text-slate-500">
                          <Trans>Up to {item.daily_limit} a day</Trans>
                        </p>
                      }
                    >
                      <Button size="sm" variant="outline" onClick={() => setEditing(item)} aria-label={t`Edit ${item.name}`}>
                        <Trans>Edit</Trans>
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(item)} aria-label={t`Remove ${item.name}`}>
                        <Trans>Remove</Trans>
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
        <Modal open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} title={editing === 'new' ? t`Add a menu item` : t`Edit menu item`}>
          {editing !== null && <ItemForm kitchenId={kitchen.id} item={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
        </Modal>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t`Remove this dish?`}
        description={t`${dish} will no longer be on your menu. Past orders keep it.`}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (e) => notify('error', errorText(e, t`Could not remove the dish.`)),
          })
        }
      />
    </Page>
  );
}
