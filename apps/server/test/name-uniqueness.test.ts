import { RENAME_DAYS } from '@forgeworks/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, bearer, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

let names = 0;
/** A player named `name` (a fresh one by default), their client and their factory's id and name. */
async function player(name = `Namer ${++names} ${Date.now()}`) {
  const signed = await signUp(app(), undefined, { name });
  const me = client(app(), signed.token);
  const factory = await me.factory();
  return { ...signed, me, factoryId: factory.id as string, name: factory.name as string };
}
type Player = Awaited<ReturnType<typeof player>>;

const rename = (p: Player, name: string) => p.me.post('/api/account/factory-name', { name });
const nameOf = async (p: Player) => (await p.me.factory()).name as string;
const operatorRename = (p: Player, name: string) =>
  app().inject({
    method: 'POST',
    url: `/api/admin/players/${p.factoryId}/rename`,
    headers: bearer(ADMIN_TOKEN),
    payload: { name },
  });
/** Moves the factory's renames back `days`, as if they were made that long ago. */
const age = (p: Player, days: number) =>
  app().database.db.execute(
    sql`UPDATE factory_former_names SET created_at = created_at - make_interval(days => ${days}) WHERE factory_id = ${p.factoryId}`,
  );

describe('a factory name is one look', () => {
  it.each([
    ['the same name', 'Unique Ironworks'],
    ['another letter case', 'UNIQUE IRONWORKS'],
    ['Cyrillic look-alikes (а, е, о)', 'Uniqu\u0435 Ir\u043enw\u043erks'],
    ['full-width letters and doubled spaces', '\uff35nique  Ironworks'],
  ])("refuses a rename to another factory's name in %s with a 409, changing nothing", async (_, copy) => {
    const owner = await player();
    const taken = `Unique Ironworks ${owner.factoryId.slice(0, 8)}`;
    expect((await rename(owner, taken)).status).toBe(200);
    const copier = await player();
    const res = await rename(copier, `${copy}${taken.slice('Unique Ironworks'.length)}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: "Another factory's name looks the same as this one; choose another name",
    });
    expect(await nameOf(copier)).toBe(copier.name);
    // The refused rename did not count: the copier can still rename now.
    expect((await rename(copier, `Other Works ${copier.factoryId.slice(0, 8)}`)).status).toBe(200);
  });

  it.each([
    ['\u200b', 'zero-width space'],
    ['\u2060', 'word joiner'],
    ['\u00ad', 'soft hyphen'],
    ['\u180e', 'Mongolian vowel separator'],
  ])('refuses a name with an invisible %j (%s) inside with a 400', async (invisible) => {
    const p = await player();
    const res = await rename(p, `Hid${invisible}den Works`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('name: must not contain invisible or formatting characters');
    expect(await nameOf(p)).toBe(p.name);
  });

  it.each(['\u3164\u3164\u3164', '\u2800\u2800', '\u115f\u1160'])(
    'refuses the blank-looking name %j with a 400',
    async (blank) => {
      const p = await player();
      const res = await rename(p, blank);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/must contain letters, digits or symbols that can be seen/);
      expect(await nameOf(p)).toBe(p.name);
    },
  );

  it("lets a factory change its own name's case", async () => {
    const p = await player();
    const res = await rename(p, p.name.toUpperCase());
    expect(res.status).toBe(200);
    expect(await nameOf(p)).toBe(p.name.toUpperCase());
  });

  it('gives a sign-up whose name is taken the first free numbered variant', async () => {
    const base = `Rita Real ${Date.now()}`;
    const first = await player(base);
    const second = await player(base);
    const shouted = base.replace('a', '\u0430').toUpperCase();
    const lookAlike = await player(shouted);
    expect(first.name).toBe(`${base}'s Factory`);
    expect(second.name).toBe(`${base}'s Factory 2`);
    expect(lookAlike.name).toBe(`${shouted}'s Factory 3`);
  });

  it('keeps a numbered variant within the names’ bound', async () => {
    const long = `${'L'.repeat(40)}${Date.now()}`.slice(0, 49);
    const first = await player(long);
    const second = await player(long);
    expect(second.name).toMatch(/ 2$/);
    expect([...second.name].length).toBeLessThanOrEqual(60);
    expect(second.name).not.toBe(first.name);
  });

  it('lets only one of two renames at once to look-alike names win', async () => {
    const [a, b] = [await player(), await player()];
    const name = `Race Works ${a.factoryId.slice(0, 8)}`;
    const answers = await Promise.all([rename(a, name), rename(b, name.toUpperCase())]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("refuses the operator's rename to another factory's name too", async () => {
    const [a, b] = [await player(), await player()];
    const res = await operatorRename(b, a.name.toLowerCase());
    expect(res.statusCode).toBe(409);
    expect(await nameOf(b)).toBe(b.name);
  });
});

describe('renames', () => {
  it(`allow one in ${RENAME_DAYS} days, saying when the next is allowed`, async () => {
    const p = await player();
    const first = await rename(p, `Week One ${p.factoryId.slice(0, 8)}`);
    expect(first.status).toBe(200);
    const next = first.body.data.nextRenameAt as string;
    expect(new Date(next).getTime() - Date.now()).toBeGreaterThan((RENAME_DAYS - 1) * 86_400_000);
    const second = await rename(p, `Week Two ${p.factoryId.slice(0, 8)}`);
    expect(second.status).toBe(429);
    expect(second.body.message).toBe(
      `A factory can be renamed once every ${RENAME_DAYS} days; the next rename is allowed from ${next}`,
    );
    expect(await nameOf(p)).toBe(`Week One ${p.factoryId.slice(0, 8)}`);
    expect((await p.me.get('/api/account')).body.data.nextRenameAt).toBe(next);
    await age(p, RENAME_DAYS);
    expect((await rename(p, `Week Two ${p.factoryId.slice(0, 8)}`)).status).toBe(200);
  });

  it("do not count the operator's", async () => {
    const p = await player();
    expect((await operatorRename(p, `Operator Set ${p.factoryId.slice(0, 8)}`)).statusCode).toBe(200);
    expect((await p.me.get('/api/account')).body.data.nextRenameAt).toBeNull();
    expect((await rename(p, `Player Set ${p.factoryId.slice(0, 8)}`)).status).toBe(200);
  });

  it('keep the last three former names, shown on the profile and the account, newest first', async () => {
    const p = await player();
    const viewer = await player();
    const tag = p.factoryId.slice(0, 8);
    for (const n of [1, 2, 3, 4]) {
      expect((await rename(p, `Guise ${n} ${tag}`)).status).toBe(200);
      await age(p, RENAME_DAYS);
    }
    const profile = (await viewer.me.get(`/api/factories/${p.factoryId}/profile`)).body.data;
    expect(profile.name).toBe(`Guise 4 ${tag}`);
    expect(profile.formerNames).toEqual([`Guise 3 ${tag}`, `Guise 2 ${tag}`, `Guise 1 ${tag}`]);
    expect((await p.me.get('/api/account')).body.data.formerNames).toEqual(profile.formerNames);
    // A name given up is free again, for anyone.
    expect((await rename(viewer, p.name)).status).toBe(200);
  });
});

describe('a renamed factory is followed by its id', () => {
  it("shows its current name with the former ones in blocks, the operator's players and name reports", async () => {
    const [renamer, blocker] = [await player(), await player()];
    const tag = renamer.factoryId.slice(0, 8);
    expect((await blocker.me.put(`/api/blocks/${renamer.factoryId}`)).status).toBe(200);
    expect(
      (await blocker.me.post(`/api/factories/${renamer.factoryId}/report-name`, { reason: 'IMPERSONATION' })).status,
    ).toBe(200);
    expect((await rename(renamer, `Disguise ${tag}`)).status).toBe(200);
    const shown = { name: `Disguise ${tag}`, formerNames: [renamer.name] };

    const blocks = (await blocker.me.get('/api/blocks')).body.data.blocks;
    expect(blocks).toEqual([expect.objectContaining({ factoryId: renamer.factoryId, ...shown })]);
    const admin = async (url: string) =>
      (await app().inject({ method: 'GET', url, headers: bearer(ADMIN_TOKEN) })).json().data;
    const players = (await admin(`/api/admin/players?search=${encodeURIComponent(tag)}`)).players;
    expect(players).toEqual([
      expect.objectContaining({
        factoryId: renamer.factoryId,
        factoryName: shown.name,
        formerNames: shown.formerNames,
      }),
    ]);
    const reports = (await admin('/api/admin/name-reports')).reports;
    expect(reports.find((r: { factoryId: string }) => r.factoryId === renamer.factoryId)).toMatchObject({
      factoryName: shown.name,
      formerNames: shown.formerNames,
    });
  });
});
