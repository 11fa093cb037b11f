import { Err, Menu, type PartnerRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileOf, merchant, newProduct, ok, sheetRows, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { partners, products } from '../../db/schema';

const t = await startTestApp();

const save = (token: string, kind: string, body: Record<string, unknown>) =>
  t.post<PartnerRow>(`/stock/${kind}/save`, body, { token });

describe('suppliers and manufacturers', () => {
  it('creates, reads, lists, edits and offers a supplier', async () => {
    const m = await merchant(t);
    const name = uniq('Fresh Farms');
    const created = ok(
      await save(m.token, 'supplier', {
        name,
        contact: 'Jo',
        areaCode: '+44',
        phone: '0020123',
        email: 'Orders@Farm.example',
        countryId: 1,
        note: 'weekly',
      }),
    );
    expect(created).toMatchObject({ name, areaCode: '44', phone: '20123', email: 'orders@farm.example', countryId: 1 });
    expect(ok(await t.post('/stock/supplier/get', { id: created.id }, { token: m.token }))).toEqual(created);

    ok(await save(m.token, 'supplier', { name: uniq('Other Mill') }));
    const found = ok(
      await t.post<{ list: PartnerRow[]; total: number }>(
        '/stock/supplier/list',
        { keyword: 'farm.example' },
        { token: m.token },
      ),
    );
    expect(found.total).toBe(1);
    expect(found.list[0].id).toBe(created.id);

    const edited = ok(await save(m.token, 'supplier', { id: created.id, name: `${name} Ltd`, contact: 'Sam' }));
    expect(edited).toMatchObject({ id: created.id, name: `${name} Ltd`, contact: 'Sam', email: '' });
    const options = ok(await t.post<{ id: number; name: string }[]>('/stock/supplier/options', {}, { token: m.token }));
    expect(options.map((o) => o.name)).toContain(`${name} Ltd`);
    // Manufacturers are a list of their own.
    expect(ok(await t.post<unknown[]>('/stock/manufacturer/options', {}, { token: m.token }))).toEqual([]);
  });

  it('keeps names unique among the live partners of a kind (1003), in any case', async () => {
    const m = await merchant(t);
    const name = uniq('Acme');
    const first = ok(await save(m.token, 'supplier', { name }));
    expect((await save(m.token, 'supplier', { name: name.toUpperCase() })).code).toBe(Err.CODE_REPEATED);
    const other = ok(await save(m.token, 'supplier', { name: uniq('Acme') }));
    expect((await save(m.token, 'supplier', { id: other.id, name })).code).toBe(Err.CODE_REPEATED);
    // The same name as a manufacturer, and saving a partner under its own name, are fine.
    ok(await save(m.token, 'manufacturer', { name }));
    ok(await save(m.token, 'supplier', { id: first.id, name, note: 'kept' }));
    // Once deleted, the name is free again.
    ok(await t.post('/stock/supplier/delete', { id: first.id }, { token: m.token }));
    ok(await save(m.token, 'supplier', { name }));
  });

  it('checks the fields: e-mail 20002, area code 20035, country and lengths 1001', async () => {
    const m = await merchant(t);
    expect((await save(m.token, 'supplier', { name: uniq('A'), email: 'not-mail' })).code).toBe(Err.EMAIL_FORMAT);
    expect((await save(m.token, 'supplier', { name: uniq('A'), areaCode: 'x1' })).code).toBe(Err.AREA_CODE_WRONG);
    expect((await save(m.token, 'supplier', { name: uniq('A'), countryId: 99999 })).code).toBe(Err.PARAM);
    expect((await save(m.token, 'supplier', { name: 'x'.repeat(51) })).code).toBe(Err.PARAM);
    expect((await save(m.token, 'supplier', { name: '  ' })).code).toBe(Err.PARAM);
    expect((await save(m.token, 'supplier', { id: 987654321, name: uniq('A') })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
  });

  it('deletes softly: gone from get, list and options; products lose the supplier in the same step', async () => {
    const m = await merchant(t);
    const s = ok(await save(m.token, 'supplier', { name: uniq('Gone') }));
    const keep = ok(await save(m.token, 'supplier', { name: uniq('Kept') }));
    const p1 = await newProduct(t, m.token, [m.storeA], { supplierId: s.id });
    const p2 = await newProduct(t, m.token, [m.storeA], { supplierId: keep.id });
    ok(await t.post('/stock/supplier/delete', { id: s.id }, { token: m.token }));

    expect((await t.post('/stock/supplier/get', { id: s.id }, { token: m.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    expect((await t.post('/stock/supplier/delete', { id: s.id }, { token: m.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    const list = ok(await t.post<{ list: PartnerRow[] }>('/stock/supplier/list', {}, { token: m.token }));
    expect(list.list.map((r) => r.id)).toEqual([keep.id]);
    const [row] = await t.db
      .select()
      .from(partners)
      .where(and(eq(partners.tenantId, m.tenantId), eq(partners.id, s.id)));
    expect(row.deletedAt).not.toBeNull();
    const supplierOf = async (id: number) =>
      (
        await t.db
          .select({ supplierId: products.supplierId })
          .from(products)
          .where(and(eq(products.tenantId, m.tenantId), eq(products.id, id)))
      )[0].supplierId;
    expect(await supplierOf(p1)).toBeNull();
    expect(await supplierOf(p2)).toBe(keep.id);
    // A manufacturer is not a supplier: its id does not delete through the supplier path.
    const maker = ok(await save(m.token, 'manufacturer', { name: uniq('Maker') }));
    expect((await t.post('/stock/supplier/delete', { id: maker.id }, { token: m.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
  });

  it("answers another merchant's partner as missing and refuses callers without the stock menu", async () => {
    const a = await merchant(t);
    const b = await merchant(t);
    const s = ok(await save(a.token, 'supplier', { name: uniq('Mine') }));
    expect((await t.post('/stock/supplier/get', { id: s.id }, { token: b.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    expect((await save(b.token, 'supplier', { id: s.id, name: 'Taken over' })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    expect((await t.post('/stock/supplier/delete', { id: s.id }, { token: b.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    expect(ok(await t.post<{ total: number }>('/stock/supplier/list', {}, { token: b.token })).total).toBe(0);

    const staff = await newStaffSession(t, a.tenantId, { menuCodes: [Menu.GOODS] });
    for (const path of ['/stock/supplier/list', '/stock/manufacturer/save', '/stock/supplier/export'])
      expect((await t.post(path, { name: 'x' }, { token: staff.token })).code).toBe(Err.NO_PERMISSION);
    // The product form's supplier picker is open to the catalogue permission, and to nobody else.
    expect(ok(await t.post<{ id: number }[]>('/stock/supplier/options', {}, { token: staff.token }))).toHaveLength(1);
    const cashier = await newStaffSession(t, a.tenantId, { menuCodes: [Menu.MEMBERS] });
    expect((await t.post('/stock/supplier/options', {}, { token: cashier.token })).code).toBe(Err.NO_PERMISSION);
    const stocker = await newStaffSession(t, a.tenantId, { menuCodes: [Menu.STOCK], storeIds: [a.storeA] });
    expect(ok(await t.post<{ total: number }>('/stock/supplier/list', {}, { token: stocker.token })).total).toBe(1);
  });

  it('exports the filtered list as xlsx with headers in the caller language, and as PDF', async () => {
    const m = await merchant(t);
    const tag = uniq('Exp');
    ok(await save(m.token, 'manufacturer', { name: `${tag} B`, city: 'Porto', countryId: 1 }));
    ok(await save(m.token, 'manufacturer', { name: `${tag} A`, phone: '123' }));
    ok(await save(m.token, 'manufacturer', { name: uniq('Unrelated') }));

    const xlsx = await fileOf(t, '/stock/manufacturer/export', { keyword: tag, format: 'xlsx' }, m.token, 'fr_FR');
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    expect(xlsx.disposition).toContain('manufacturers.xlsx');
    const rows = await sheetRows(xlsx.body);
    expect(rows[0].slice(0, 4)).toEqual(['Nom', 'Contact', 'Indicatif', 'Téléphone']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([`${tag} A`, `${tag} B`]);
    expect(rows[2][7]).toBe('Porto');
    expect(rows[2][10]).toBe('Chine');

    const zh = await sheetRows(
      (await fileOf(t, '/stock/manufacturer/export', { keyword: tag, format: 'xlsx' }, m.token, 'zh_CN')).body,
    );
    expect(zh[0][0]).toBe('名称');

    const pdf = await fileOf(t, '/stock/manufacturer/export', { keyword: tag, format: 'pdf' }, m.token);
    expect(pdf.type).toContain('application/pdf');
    expect(pdf.body.subarray(0, 4).toString()).toBe('%PDF');
  });
});
