import { enterAs } from './helpers';
import { expect, test } from './tenant';

const API_KEY = { 'x-api-key': 'lanehub-web' };

// TCNU6849731: the container of an X12 204 load tender (shared/data/edi-samples); its check digit is 1.
const VALID = 'TCNU6849731';
// MSCU1234565 is often quoted as a container number, but its check digit computes to 6.
const WRONG = 'MSCU1234565';
const WRONG_MESSAGE = 'The check digit of MSCU123456 should be 6';

// In a road carrier of its own (tenant.ts): three chassis, no container yet.
test('a road carrier adds a container with a valid ISO 6346 number and is refused a wrong check digit', async ({
  page,
  request,
  carrier,
}) => {
  await enterAs(page, carrier.admin, 'GLT-3001');
  await page.goto('/company/assets');
  await expect(page.getByRole('heading', { name: 'Assets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chassis: 3 units' })).toBeVisible();
  await page.getByRole('link', { name: 'Containers: 0 units' }).click();
  await expect(page).toHaveURL(/\/company\/assets\/equipment\?kind=container$/);

  await page.getByRole('button', { name: 'New Container' }).click();
  await expect(page).toHaveURL(/\/company\/assets\/equipment-container\/new$/);
  const number = page.getByLabel('Container number');
  await number.fill(WRONG);
  await number.blur();
  await expect(page.getByText(WRONG_MESSAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(WRONG_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/equipment-container\/new$/);

  // The server refuses it too, with the same words on the number field.
  const login = await request.put('/api/user/login', {
    headers: API_KEY,
    data: { email: carrier.admin.email, password: carrier.admin.password },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const refused = await request.post('/api/lanehub-core/equipment', {
    headers: { ...API_KEY, authorization: `Bearer ${token}` },
    data: { kind: 'container', number: WRONG },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors.number).toBe(WRONG_MESSAGE);

  await number.fill(VALID);
  await expect(page.getByText(WRONG_MESSAGE)).toHaveCount(0);
  await page.getByLabel('Equipment type').click();
  await page.getByRole('option', { name: "45G1 · 40' High Cube" }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Equipment has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/assets\/equipment\?kind=container$/);
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await expect(page.getByRole('cell', { name: VALID })).toBeVisible();

  // The same number again is a duplicate, shown on the field.
  await page.getByRole('button', { name: 'New Container' }).click();
  await page.getByLabel('Container number').fill(VALID.toLowerCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This record already exists')).toBeVisible();

  await page.goto('/company/equipments');
  await expect(page).toHaveURL(/\/company\/assets\/equipment$/);
  await expect(page.getByRole('cell', { name: VALID })).toBeVisible();
});
