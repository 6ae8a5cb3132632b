import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CATEGORY_ALIASES } from '../default-aliases';
import * as schema from '../schema/index';
import { addWords, buildSearchText } from '../search-text';
import type { DemoContext } from './context';
import { DEMO_BANNERS, DEMO_HOME_CARDS, DEMO_TESTIMONIALS } from './directory-content';
import { DEMO_AREAS, DEMO_DIRECTORY, DEMO_REVIEWS, DEMO_STREETS } from './directory-data';
import { categoryIconPng } from './icons';
import { demoPicture, initials } from './images';

const DAY = 86_400_000;

/** Categories with generated icons; sub categories without their own icon show the main category's. */
async function seedCategories(ctx: DemoContext) {
  const { db, deps } = ctx;
  const subs: Array<{ id: number; parentId: number; name: string; parentName: string; hue: number; providers: string[] }> = [];
  const mainIds: Record<string, number> = {};
  for (const [i, main] of DEMO_DIRECTORY.entries()) {
    const icon = await deps.uploads.saveImage('categories', await categoryIconPng(main.icon, main.hue), { allowed: ['png'], maxPx: 256 });
    const [row] = await db
      .insert(schema.categories)
      .values({ name: main.name, iconPath: icon.path, priority: i + 1, toprating: main.toprating ?? false, moduleUrl: main.moduleUrl ?? null })
      .returning();
    mainIds[main.name] = row!.id;
    for (const [j, sub] of main.subs.entries()) {
      const subIcon = sub.icon
        ? await deps.uploads.saveImage('categories', await categoryIconPng(sub.icon, main.hue + 15), { allowed: ['png'], maxPx: 256 })
        : null;
      const [subRow] = await db
        .insert(schema.categories)
        .values({
          name: sub.name,
          parentId: row!.id,
          iconPath: subIcon?.path ?? null,
          priority: j + 1,
          moduleUrl: sub.moduleUrl ?? null,
          homeHelp: sub.homeHelp ?? null,
        })
        .returning();
      subs.push({ id: subRow!.id, parentId: row!.id, name: sub.name, parentName: main.name, hue: main.hue, providers: sub.providers });
    }
  }
  return { subs, mainIds };
}

function longDescription(name: string, trade: string, area: string, years: number) {
  return [
    `<p><strong>${name}</strong> has served ${area} and the neighbouring areas for ${years} years.</p>`,
    `<h3>What we do</h3><ul><li>${trade} at your home or shop</li><li>Same-day visits for urgent work</li><li>Clear prices before we start</li></ul>`,
    '<p>Open every day from 9 am to 8 pm. Call or WhatsApp to book a visit.</p>',
  ].join('');
}

async function seedProviders(ctx: DemoContext, subs: Awaited<ReturnType<typeof seedCategories>>['subs']) {
  const { db, deps, random } = ctx;
  const ids: Array<{ id: number; ownerId: number }> = [];
  for (const sub of subs) {
    for (const name of sub.providers) {
      const [area, pincode] = random.pick(DEMO_AREAS);
      const hasShop = random.chance(0.7);
      const years = random.int(2, 25);
      const image = await deps.uploads.saveImage('serviceproviders', await demoPicture(initials(name), sub.hue + random.int(-20, 20), 640, 480), {
        allowed: ['jpeg'],
        maxPx: 1200,
      });
      const businessDetails = `${sub.name} · ${years} years of experience · ${area}`;
      const ownerId = random.pick(ctx.userIds);
      const [row] = await db
        .insert(schema.serviceProviders)
        .values({
          userId: ownerId,
          name,
          shopname: hasShop ? name : null,
          address: hasShop ? `${random.int(1, 240)}, ${random.pick(DEMO_STREETS)}, ${area}, Bengaluru` : null,
          pincode: hasShop ? pincode : null,
          apartmentId: random.chance(0.3) ? random.pick(ctx.apartmentIds) : null,
          businessDetails,
          parentId: sub.parentId,
          categoryId: sub.id,
          phoneNumber: `9${String(random.int(100000000, 999999999))}`,
          profileImage: random.chance(0.9) ? image.file : null,
          longDesc: longDescription(name, sub.name, area, years),
          adminVerified: random.chance(0.35),
          isAdminContact: random.chance(0.05),
          searchText: buildSearchText({ shopname: hasShop ? name : null, categoryName: sub.name, parentName: sub.parentName, businessDetails }),
          createdAt: new Date(Date.now() - random.int(5, 400) * DAY),
        })
        .returning({ id: schema.serviceProviders.id });
      ids.push({ id: row!.id, ownerId });
    }
  }
  return ids;
}

/** Reviews by the demo users (never by a provider's owner), then ratings computed from them in one statement. */
async function seedReviews(ctx: DemoContext, providers: Array<{ id: number; ownerId: number }>) {
  const { db, random } = ctx;
  const rows: Array<typeof schema.reviews.$inferInsert> = [];
  for (const p of providers) {
    const reviewers = ctx.userIds.filter((u) => u !== p.ownerId && random.chance(0.3)).slice(0, 5);
    for (const userId of reviewers) {
      const [rating, comment] = random.pick(DEMO_REVIEWS);
      rows.push({ serviceProviderId: p.id, userId, rating, comment, createdAt: new Date(Date.now() - random.int(1, 200) * DAY) });
    }
  }
  if (rows.length) await db.insert(schema.reviews).values(rows);
  await db.execute(sql`
    UPDATE service_providers sp SET rating = r.avg, review_count = r.n
    FROM (SELECT service_provider_id, round(avg(rating)::numeric, 1) AS avg, count(*)::int AS n FROM reviews GROUP BY service_provider_id) r
    WHERE r.service_provider_id = sp.id`);
  await db.execute(sql`
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM service_providers, unnest(tsvector_to_array(search_vector)) w
    WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$' ON CONFLICT DO NOTHING`);
}

/** Links in the content files may name a main category as {home}, {events} or {education}. */
const linkTo = (link: string | null, mainIds: Record<string, number>) =>
  link
    ?.replace('{home}', String(mainIds['Home Services']))
    .replace('{events}', String(mainIds['Events']))
    .replace('{education}', String(mainIds['Education'])) ?? null;

async function seedHomeContent(ctx: DemoContext, mainIds: Record<string, number>) {
  const { db, deps } = ctx;
  for (const b of DEMO_BANNERS) {
    const image = await deps.uploads.saveImage('banners', await demoPicture('', b.hue, 1200, 400), { allowed: ['jpeg'], maxPx: 1600 });
    await db.insert(schema.banners).values({
      title: b.title,
      description: b.description,
      buttonText: b.buttonText,
      buttonLink: linkTo(b.buttonLink, mainIds),
      status: b.status,
      expireDate: new Date(Date.now() + b.days * DAY),
      imageUrl: image.path,
    });
  }
  for (const [i, tm] of DEMO_TESTIMONIALS.entries()) {
    const picture = await deps.uploads.saveImage('profiles', await demoPicture(initials(tm.name), 30 * i + 10, 240, 240), { allowed: ['jpeg'], maxPx: 240 });
    await db.insert(schema.testimonials).values({ ...tm, profilePicUrl: picture.path });
  }
  for (const [i, card] of DEMO_HOME_CARDS.entries()) {
    const image = await deps.uploads.saveImage('banners', await demoPicture('', card.hue, 800, 500), { allowed: ['jpeg'], maxPx: 800 });
    await db.insert(schema.homeCards).values({
      title: card.title,
      subtitle: card.subtitle,
      link: linkTo(card.link, mainIds),
      buttonText: card.buttonText,
      image: image.path,
      priority: i + 1,
    });
  }
}

/** The directory of a believable Indian city portal: categories, 91 providers with reviews, banners, testimonials, cards. */
/** The default search aliases ("doctor" → Health), with their words in the spelling dictionary. */
async function seedAliases(ctx: DemoContext) {
  for (const [name, aliases] of Object.entries(DEFAULT_CATEGORY_ALIASES)) {
    await ctx.db.update(schema.categories).set({ aliases }).where(eq(schema.categories.name, name));
    await addWords(ctx.db, aliases.join(' '));
  }
}

export async function seedDirectory(ctx: DemoContext) {
  const { subs, mainIds } = await seedCategories(ctx);
  await seedAliases(ctx);
  const providers = await seedProviders(ctx, subs);
  await seedReviews(ctx, providers);
  await seedHomeContent(ctx, mainIds);
}
