import { describe, expect, it } from 'vitest';
import type { Order } from '@padosi/shared/kitchens';
import { orderPush } from './kitchen-push';

const order: Order = {
  id: 1,
  order_number: 'KO-000042',
  kitchen_id: 7,
  kitchen_name: 'Meera Ki Rasoi',
  customer_id: 9,
  customer_name: 'Ravi Kumar',
  date: '2026-11-27',
  slot: 'lunch',
  status: 'rejected',
  fulfilment: 'pickup',
  note: '',
  payment: 'cash',
  items: [],
  items_total: '300.00',
  delivery_fee: '0.00',
  total: '300.00',
  reject_reason: 'Gas ran out',
  cutoff: '2026-11-27T05:00:00.000Z',
  upi_link: null,
  can_cancel: false,
  created_at: '2026-11-26T10:00:00.000Z',
};

describe('an order push in the reader’s language', () => {
  it('is the spec’s English by default', () => {
    expect(orderPush(order, false)).toEqual({
      title: 'Meera Ki Rasoi: Rejected',
      body: 'Your order KO-000042 for Lunch on 27 Nov is rejected. Reason: Gas ran out',
      url: '/cloud-kitchen/orders',
    });
  });

  it('is Hindi for a Hindi reader, names and the reason as typed', () => {
    expect(orderPush(order, false, 'hi')).toEqual({
      title: 'Meera Ki Rasoi: मना किया',
      body: 'आपका ऑर्डर KO-000042 (दोपहर का खाना, 27 नव॰): मना किया। कारण: Gas ran out',
      url: '/cloud-kitchen/orders',
    });
    expect(orderPush({ ...order, status: 'placed', reject_reason: null }, true, 'hi').title).toBe('नया ऑर्डर KO-000042');
  });
});
