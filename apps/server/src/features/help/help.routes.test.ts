import { LANGUAGES, ZHelpLink } from '@lanehub/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpEntries } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext } from '../../test/test-app';
import { HELP_CONTENT } from './help.content';
import { sanitizeHelpHtml } from './help.sanitize';
import { seedHelp } from './help.seed';
import { resolveScreen } from './help.service';

let ctx: TestContext;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createTenant(ctx.database.db, { name: 'Platform Ops', isSystemAdmin: true });
  // An ordinary company administrator holding every permission is still not a system administrator.
  const user = await createTenant(ctx.database.db, { name: 'Harbour Haulage', permissions: ['adminMgt.*'] });
  adminToken = (await login(ctx.app, admin.email)).accessToken;
  userToken = (await login(ctx.app, user.email)).accessToken;
});
afterAll(async () => ctx?.close());

const helpFor = (path: string, lang = 'en', token = userToken) =>
  call(ctx.app, token, { method: 'GET', url: `/api/help?path=${encodeURIComponent(path)}&lang=${lang}` });

const upsert = (payload: object, token = adminToken) =>
  call(ctx.app, token, { method: 'PUT', url: '/api/help/entries', payload });

const entryCount = async () => Number((await ctx.database.db.select({ n: count() }).from(helpEntries))[0]?.n);

describe('help before any content exists', () => {
  it("answers 404 'No help for this screen'", async () => {
    const res = await helpFor('/dashboard');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No help for this screen',
      code: 'NOT_FOUND',
      messageCode: 'help.messages.notFound',
      params: {},
    });
  });

  it('is for signed-in users only', async () => {
    expect((await helpFor('/dashboard', 'en', '')).statusCode).toBe(401);
  });
});

describe('shipped help', () => {
  beforeAll(async () => {
    expect(await seedHelp(ctx.database.db)).toBe(HELP_CONTENT.length * LANGUAGES.length);
  });

  it('covers every screen in English, French and Spanish, in allowed HTML with valid links', () => {
    const screens = HELP_CONTENT.map((h) => h.screen);
    expect(screens).toEqual(
      expect.arrayContaining([
        '/',
        '/dashboard',
        '/dashboard/shipintuit',
        '/dashboard/ANwork',
        '/account-selection',
        '/admin/instruction-management',
        '/admin/equipment-management',
        '/settings/profile',
      ]),
    );
    for (const entry of HELP_CONTENT) {
      for (const language of LANGUAGES) {
        const text = entry[language];
        expect(text.title, `${entry.screen} ${language}`).not.toBe('');
        // The sanitizer changes nothing: the shipped text uses only the allow-list.
        expect(sanitizeHelpHtml(text.contentHtml), `${entry.screen} ${language}`).toBe(text.contentHtml);
        for (const link of text.links) {
          expect(ZHelpLink.safeParse(link).success, `${entry.screen} ${language} ${link.url}`).toBe(true);
        }
      }
    }
  });

  it('is seeded idempotently and keeps what administrators edited', async () => {
    const before = await entryCount();
    const edited = await upsert({
      screen: '/settings/profile',
      language: 'en',
      title: 'Profile (edited)',
      contentHtml: '<p>Ours.</p>',
      links: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(await seedHelp(ctx.database.db)).toBe(0);
    expect(await entryCount()).toBe(before);
    expect((await helpFor('/settings/profile')).json().data.title).toBe('Profile (edited)');
  });

  it('resolves an exact screen, in the asked language', async () => {
    const en = await helpFor('/dashboard');
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toMatchObject({ screen: '/dashboard', language: 'en', title: 'Dashboard' });
    expect(en.json().data.links).toContainEqual({ label: 'Choose another account', url: '/account-selection' });
    const fr = await helpFor('/dashboard/shipintuit', 'fr');
    expect(fr.json().data).toMatchObject({ screen: '/dashboard/shipintuit', language: 'fr' });
    expect(fr.json().data.title).toBe('Tableau de bord ShipIntuit');
    expect((await helpFor('/admin/equipment-management', 'es')).json().data.contentHtml).toContain('<code>45G1</code>');
  });

  it('resolves by the longest matching prefix, and falls back to the general entry', async () => {
    const detail = await helpFor('/admin/instruction-management/123');
    expect(detail.json().data.screen).toBe('/admin/instruction-management');
    expect((await helpFor('/admin/equipment-management/new/')).json().data.screen).toBe('/admin/equipment-management');
    expect((await helpFor('/dashboard/anwork')).json().data.screen).toBe('/dashboard/ANwork');
    expect((await helpFor('/orders/all?page=2')).json().data.screen).toBe('/');
  });

  it('matches :param patterns, after exact screens and before prefixes', async () => {
    for (const [screen, title] of [
      ['/orders/order-detail/:id', 'Order detail'],
      ['/orders/order-detail/new', 'New order'],
      ['/orders', 'Orders'],
    ]) {
      expect((await upsert({ screen, language: 'en', title, contentHtml: `<p>${title}</p>` })).statusCode).toBe(200);
    }
    expect((await helpFor('/orders/order-detail/7f3c')).json().data).toMatchObject({
      screen: '/orders/order-detail/:id',
      title: 'Order detail',
    });
    expect((await helpFor('/orders/order-detail/new')).json().data.title).toBe('New order');
    expect((await helpFor('/orders/order-detail/7f3c/stops')).json().data.screen).toBe('/orders/order-detail/:id');
    expect((await helpFor('/orders/purchase-order')).json().data.screen).toBe('/orders');
  });

  it('falls back to English when the language has no entry', async () => {
    const res = await helpFor('/orders/order-detail/7f3c', 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      screen: '/orders/order-detail/:id',
      language: 'en',
      title: 'Order detail',
    });
  });

  it('refuses an unknown language and a path that is not one', async () => {
    expect((await helpFor('/dashboard', 'de')).statusCode).toBe(400);
    expect((await helpFor('dashboard')).statusCode).toBe(400);
  });
});

describe('resolveScreen', () => {
  it('prefers exact, then pattern, then the longest prefix', () => {
    const screens = ['/', '/a', '/a/:id', '/a/b', '/a/:id/c', '/x/:p/:q'];
    expect(resolveScreen('/a/b', screens)).toBe('/a/b');
    expect(resolveScreen('/a/9', screens)).toBe('/a/:id');
    expect(resolveScreen('/a/9/c', screens)).toBe('/a/:id/c');
    expect(resolveScreen('/a/9/d', screens)).toBe('/a/:id');
    expect(resolveScreen('/x/1/2', screens)).toBe('/x/:p/:q');
    expect(resolveScreen('/x/1', screens)).toBe('/');
    expect(resolveScreen('/', screens)).toBe('/');
    expect(resolveScreen('/zzz', ['/a'])).toBeNull();
  });
});

describe('sanitation', () => {
  const hostile = [
    '<h3>Title</h3><p onclick="steal()" style="color:red">Read <strong>this</strong></p>',
    '<script>alert(1)</script><style>p{}</style>',
    '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    '<p><a href="javascript:alert(1)">click</a> <a href="JaVaScRiPt:alert(2)">again</a></p>',
    '<p><a href="https://www.bic-code.org/" target="_self" rel="opener">BIC</a> <a href="/dashboard">home</a></p>',
  ].join('');

  it('strips script, event handlers, style and javascript: links on write', async () => {
    const res = await upsert({ screen: '/hostile', language: 'en', title: 'Hostile', contentHtml: hostile });
    expect(res.statusCode).toBe(200);
    const stored = res.json().data.contentHtml as string;
    expect(stored).toBe(
      [
        '<h3>Title</h3><p>Read <strong>this</strong></p>',
        '<p><a>click</a> <a>again</a></p>',
        '<p><a href="https://www.bic-code.org/" target="_blank" rel="noopener noreferrer">BIC</a> <a href="/dashboard">home</a></p>',
      ].join(''),
    );
    const [row] = await ctx.database.db.select().from(helpEntries).where(eq(helpEntries.screen, '/hostile'));
    expect(row?.contentHtml).toBe(stored);
    for (const bad of ['<script', 'onerror', 'onclick', 'style', 'javascript:', '<img', '<iframe']) {
      expect(row?.contentHtml.toLowerCase()).not.toContain(bad.toLowerCase());
    }
  });

  it('sanitizes again on read, whatever the database holds', async () => {
    await ctx.database.db
      .update(helpEntries)
      .set({
        contentHtml: '<p onmouseover="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        links: [
          { label: 'Bad', url: 'javascript:alert(1)' },
          { label: 'Good', url: 'https://www.bic-code.org/' },
        ],
      })
      .where(eq(helpEntries.screen, '/hostile'));
    const res = await helpFor('/hostile');
    expect(res.json().data.contentHtml).toBe('<p>Hi</p><a>x</a>');
    expect(res.json().data.links).toEqual([{ label: 'Good', url: 'https://www.bic-code.org/' }]);
  });

  it('refuses links that are not http(s) or app paths, and content with nothing safe left', async () => {
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/login',
      '/\\evil.example',
      'data:text/html,x',
      'ftp://x',
    ]) {
      const res = await upsert({
        screen: '/links',
        language: 'en',
        title: 'Links',
        contentHtml: '<p>x</p>',
        links: [{ label: 'L', url }],
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fieldErrors['links.0.url'], url).toBeDefined();
    }
    const empty = await upsert({ screen: '/links', language: 'en', title: 'Links', contentHtml: '<script>x</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.contentHtml).toBeDefined();
  });
});

describe('managing entries', () => {
  it('is for system administrators only', async () => {
    expect((await call(ctx.app, userToken, { method: 'GET', url: '/api/help/entries' })).statusCode).toBe(403);
    expect((await upsert({ screen: '/x', language: 'en', title: 'x', contentHtml: 'x' }, userToken)).statusCode).toBe(
      403,
    );
    const [row] = await ctx.database.db.select().from(helpEntries).limit(1);
    const del = await call(ctx.app, userToken, { method: 'DELETE', url: `/api/help/entries/${row?.id}` });
    expect(del.statusCode).toBe(403);
  });

  it('replaces the entry of the same screen and language', async () => {
    const body = { screen: '/replaced', language: 'fr', title: 'Premier', contentHtml: '<p>1</p>' };
    const first = await upsert(body);
    const second = await upsert({
      ...body,
      title: 'Second',
      contentHtml: '<p>2</p>',
      links: [{ label: 'Profil', url: '/settings/profile' }],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().meta.message).toBe('Help entry has been saved');
    expect(second.json().data).toMatchObject({
      id: first.json().data.id,
      title: 'Second',
      contentHtml: '<p>2</p>',
      links: [{ label: 'Profil', url: '/settings/profile' }],
    });
    const rows = await ctx.database.db.select().from(helpEntries).where(eq(helpEntries.screen, '/replaced'));
    expect(rows).toHaveLength(1);
  });

  it('lists with paging and filters, and deletes', async () => {
    const list = await call(ctx.app, adminToken, { method: 'GET', url: '/api/help/entries?language=fr&limit=2' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    expect(list.json().meta).toMatchObject({ skip: 0, limit: 2, total: HELP_CONTENT.length + 1 });
    const all = await call(ctx.app, adminToken, { method: 'GET', url: '/api/help/entries?screen=/replaced' });
    const id = all.json().data[0].id as string;
    const del = await call(ctx.app, adminToken, { method: 'DELETE', url: `/api/help/entries/${id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().meta.message).toBe('Help entry has been deleted');
    expect((await call(ctx.app, adminToken, { method: 'DELETE', url: `/api/help/entries/${id}` })).statusCode).toBe(
      404,
    );
  });
});
