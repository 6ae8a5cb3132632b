import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUp } from '../../support/session';

/** Issue 15: directory cards were ~400 px tall (four to a phone screen); now dense, with Call and WhatsApp on each. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`category cards are dense and carry Call and WhatsApp (${viewport.width} px)`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const { main, subs } = await makeCategories(request, uniqueWord('Fixers'), ['Plumber']);
    const owner = await signUp(request);
    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      const name = `${uniqueWord('Pipe')} Works`;
      names.push(name);
      await makeProvider(request, owner, { name, parent_id: main.id, service_type: subs[0]!.id });
    }
    await page.goto(`/home/${subs[0]!.id}`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    for (const card of (await cards.all()).slice(0, 3)) {
      const box = (await card.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(170);
      await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:9876543210');
      await expect(card.getByRole('link', { name: /^WhatsApp / })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210/);
      // Both contact buttons stay inside the card (the WhatsApp word shows only where there is room for it).
      for (const link of [card.getByRole('link', { name: /^Call / }), card.getByRole('link', { name: /^WhatsApp / })]) {
        const b = (await link.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
      }
    }
    // The name still opens the details.
    await page.getByRole('link', { name: names[0], exact: true }).click();
    await expect(page).toHaveURL(/\/details\/\d+$/);
  });
}
