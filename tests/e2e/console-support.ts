import { operator } from './support';

/** A short unique suffix for operator names. */
export const stamp = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

/** An owner made by the CLI, as a new operator would start: name, generated password, TOTP secret. */
export async function ownerFromCli(): Promise<{ username: string; password: string; secret: string }> {
  const username = `own${stamp()}`;
  const created = await operator('create-operator', username, 'owner');
  return { username, password: /password: (\S+)/.exec(created)![1]!, secret: /TOTP secret: (\S+)/.exec(created)![1]! };
}
