import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, equipmentTypes, locations } from '../db/schema';
import { createTenant, createTestApp, type TestContext } from '../test/test-app';
import { AppError } from './errors';
import { assertOwned, tenantRepository } from './repository';
import type { Tenant } from './tenancy';

// The tenant repository and assertOwned: another company's id is never found, changed or accepted.

let ctx: TestContext;
let mine: Tenant;
let theirs: Tenant;
let myLocation: string;
let theirLocation: string;
let myType: string;

const repo = tenantRepository(locations, { notFound: 'The location is not found' });

const failure = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) {
      return { status: error.statusCode, message: error.message, fieldErrors: error.fieldErrors };
    }
    throw error;
  }
  return null;
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const a = await createTenant(db, { name: 'Repo Owner' });
  const b = await createTenant(db, { name: 'Repo Neighbour' });
  mine = { companyId: a.companyId as string, userId: a.id };
  theirs = { companyId: b.companyId as string, userId: b.id };
  const [l1] = await db.insert(locations).values({ companyId: mine.companyId, name: 'Mine', type: 'port' }).returning();
  const [l2] = await db
    .insert(locations)
    .values({ companyId: theirs.companyId, name: 'Theirs', type: 'port' })
    .returning();
  const [t1] = await db
    .insert(equipmentTypes)
    .values({ companyId: mine.companyId, code: 'DRY20', alias: 'Dry 20', category: 'container' })
    .returning();
  myLocation = l1?.id as string;
  theirLocation = l2?.id as string;
  myType = t1?.id as string;
}, 60_000);
afterAll(async () => ctx?.close());

describe('tenantRepository', () => {
  it("reads the company's own row and finds no other company's", async () => {
    const db = ctx.database.db;
    expect((await repo.get(db, mine, myLocation)).name).toBe('Mine');
    expect(await repo.find(db, mine, theirLocation)).toBeNull();
    expect(await repo.find(db, mine, 'not-a-uuid')).toBeNull();
    expect(await repo.exists(db, mine, myLocation)).toBe(true);
    expect(await repo.exists(db, mine, theirLocation)).toBe(false);
    expect(await failure(repo.get(db, mine, theirLocation))).toEqual({
      status: 404,
      message: 'The location is not found',
      fieldErrors: undefined,
    });
  });

  it('updates and returns the row before and after; never another company’s', async () => {
    const db = ctx.database.db;
    const { before, after } = await db.transaction((tx) => repo.update(tx, mine, myLocation, { city: 'Lyon' }));
    expect(before.city).toBeNull();
    expect(after.city).toBe('Lyon');
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect((await failure(repo.update(db, mine, theirLocation, { city: 'Taken' })))?.status).toBe(404);
    expect((await repo.get(db, theirs, theirLocation)).city).toBeNull();
  });

  it('deletes and returns the deleted row; never another company’s', async () => {
    const db = ctx.database.db;
    expect((await failure(repo.delete(db, mine, theirLocation)))?.status).toBe(404);
    expect(await repo.exists(db, theirs, theirLocation)).toBe(true);
    const [spare] = await db
      .insert(locations)
      .values({ companyId: mine.companyId, name: 'Spare', type: 'yard' })
      .returning();
    expect((await repo.delete(db, mine, spare?.id as string)).name).toBe('Spare');
    expect(await repo.exists(db, mine, spare?.id as string)).toBe(false);
  });
});

describe('assertOwned', () => {
  const references = {
    locationId: { table: locations, message: 'Location not found' },
    pickupLocationIds: { table: locations, message: 'Pick-up location not found' },
    equipmentTypeId: { table: equipmentTypes, message: 'Equipment type not found' },
  };

  it("passes the company's own ids, and skips null and absent fields", async () => {
    const db = ctx.database.db;
    await expect(
      assertOwned(db, mine, references, {
        locationId: myLocation,
        pickupLocationIds: [myLocation],
        equipmentTypeId: myType,
      }),
    ).resolves.toBeUndefined();
    await expect(assertOwned(db, mine, references, { locationId: null })).resolves.toBeUndefined();
  });

  it("answers 400 on the field that names another company's id, or an id of the wrong table", async () => {
    const db = ctx.database.db;
    expect(
      await failure(assertOwned(db, mine, references, { locationId: theirLocation, equipmentTypeId: myType })),
    ).toEqual({ status: 400, message: 'Location not found', fieldErrors: { locationId: 'Location not found' } });
    expect(
      await failure(
        assertOwned(db, mine, references, { locationId: myLocation, pickupLocationIds: [myLocation, theirLocation] }),
      ),
    ).toMatchObject({ fieldErrors: { pickupLocationIds: 'Pick-up location not found' } });
    // A location id is not an equipment type, even of the same company.
    expect(await failure(assertOwned(db, mine, references, { equipmentTypeId: myLocation }))).toMatchObject({
      fieldErrors: { equipmentTypeId: 'Equipment type not found' },
    });
    expect(await failure(assertOwned(db, mine, references, { locationId: 'garbage' }))).toMatchObject({ status: 400 });
  });
});

describe('logged writes', () => {
  const eventsOf = (id: string) =>
    ctx.database.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, id)).orderBy(domainEvents.sequence);

  it("records the update and the delete with the row before and after, in the caller's log", async () => {
    const db = ctx.database.db;
    const [row] = await db
      .insert(locations)
      .values({ companyId: mine.companyId, name: 'Logged', type: 'port' })
      .returning();
    const id = row?.id as string;
    const after = await repo.loggedUpdate(
      db,
      mine,
      id,
      { name: 'Logged again' },
      {
        aggregateType: 'location',
        type: 'location.updated',
        log: (r) => ({ name: r.name }),
      },
    );
    expect(after.name).toBe('Logged again');
    await repo.loggedDelete(db, mine, id, {
      aggregateType: 'location',
      type: 'location.deleted',
      log: (r) => ({ name: r.name }),
    });
    const events = await eventsOf(id);
    expect(events.map((e) => [e.type, e.companyId, e.before, e.after])).toEqual([
      ['location.updated', mine.companyId, { name: 'Logged' }, { name: 'Logged again' }],
      ['location.deleted', mine.companyId, { name: 'Logged again' }, null],
    ]);
  });

  it("leaves no event and no change for another company's row (404)", async () => {
    const db = ctx.database.db;
    const refused = await failure(
      repo.loggedUpdate(
        db,
        mine,
        theirLocation,
        { name: 'Taken' },
        { aggregateType: 'location', type: 'location.updated' },
      ),
    );
    expect(refused?.status).toBe(404);
    expect(
      (
        await failure(
          repo.loggedDelete(db, mine, theirLocation, { aggregateType: 'location', type: 'location.deleted' }),
        )
      )?.status,
    ).toBe(404);
    expect(await eventsOf(theirLocation)).toEqual([]);
    expect((await repo.get(db, theirs, theirLocation)).name).toBe('Theirs');
  });
});
