import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { operator } from './support';

/** A short unique suffix for operator names. */
export const stamp = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

/** An owner made by the CLI, as a new operator would start: name, generated password, TOTP secret. */
export async function ownerFromCli(): Promise<{ username: string; password: string; secret: string }> {
  const username = `own${stamp()}`;
  const created = await operator('create-operator', username, 'owner');
  return { username, password: /password: (\S+)/.exec(created)![1]!, secret: /TOTP secret: (\S+)/.exec(created)![1]! };
}

/** Signs in to the console (with the authenticator code when the account has a secret) and lands on the dashboard. */
export async function consoleSignIn(page: Page, username: string, password: string, secret: string | null) {
  await page.goto('/console/login');
  const form = page.getByRole('form', { name: 'Console sign-in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  if (secret) {
    await expect(form.getByLabel('Authenticator code')).toBeVisible();
    await form.getByLabel('Authenticator code').fill(await generate({ secret }));
    await form.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  await expect(page.getByTestId('console-operator')).toContainText(username);
}
