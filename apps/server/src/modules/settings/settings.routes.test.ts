import { Err } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();

const LISTS = ['payway', 'revenue', 'orderClassify', 'costType', 'printGroup', 'area'];
const SINGLES = ['integral', 'orderDuration', 'order'];
const PATHS = [
  ...LISTS.flatMap((l) => ['list', 'detail', 'save', 'delete', 'options'].map((a) => `/setting/${l}/${a}`)),
  ...SINGLES.flatMap((s) => [`/setting/${s}/get`, `/setting/${s}/save`]),
];

describe('the settings API', () => {
  it('describes every route in OpenAPI, with its body schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/m/openapi.json' })).json();
    for (const path of PATHS) expect(doc.paths[`/m${path}`]?.post, path).toBeDefined();
    const save = doc.paths['/m/setting/payway/save'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(save.properties)).toEqual(
      expect.arrayContaining(['type', 'name', 'handlingFee', 'password1', 'storeIds', 'allStores']),
    );
  });

  it('refuses every route without a session (401)', async () => {
    for (const path of PATHS) expect((await t.post(path, {})).code, path).toBe(Err.TOKEN_MISSING);
  });
});
