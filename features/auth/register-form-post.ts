import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { registerInput } from '@/lib/contracts/auth';
import { pathLangOf } from '@/lib/api/context';
import { getCountries } from '@/lib/site-data';
import { upstreamCallWithCookies } from '@/lib/upstream';
import { validateForm } from '@/lib/validation/field-rules';
import { firstRefusal, readRegisterPost, registerLanguage, registerRefusedHref, registerSchema } from './register-post';
import { loggedIn, refusedPost, seeOther, upstreamOptions } from './form-post-http';

/**
 * The register dialog's form, posted by the browser itself: before the page's scripts have run, or
 * without them. The dialog's own rules first (registerSchema, the same validateForm), then the same
 * platform call with the same input (its throttles, its refusals); then a redirect: signed in, to
 * where the dialog's sign-up goes, or back to the dialog with the refusal and the field it names.
 * A taken username or mobile number is the platform's answer here (the dialog asks ahead as it is typed).
 */
export async function registerFormPost(req: NextRequest): Promise<NextResponse> {
  const refused = refusedPost(req);
  if (refused) return refused;
  const form = await req.formData().catch(() => new FormData());
  const countries = await getCountries();
  const { values, back } = readRegisterPost(form, countries);
  const country = countries.find((c) => c.countryCode === values.countryCode);

  const errors = await validateForm(values, registerSchema(country), { checkUsername: async () => ({ status: true, msg: '' }) });
  const first = firstRefusal(errors);
  if (first) return seeOther(registerRefusedHref(back, first.error.key, { field: first.field, n: first.error.params?.n }));

  const page = new URL(back, 'https://site.invalid');
  const input = registerInput.safeParse({
    username: values.username,
    password: values.password,
    mobileno: values.mobileno,
    email: values.email,
    countryCode: values.countryCode,
    language: registerLanguage(pathLangOf(page.pathname), country),
    cmsID: page.searchParams.get('cmsID')?.trim() || undefined,
    referralCode: values.referralCode || undefined,
  });
  if (!input.success) {
    const issue = input.error.issues[0];
    return seeOther(registerRefusedHref(back, issue?.message ?? 'error_invalid', { field: issue?.path.map(String).join('.') }));
  }
  const { answer, setCookies } = await upstreamCallWithCookies('auth/register', input.data, upstreamOptions(req));
  if (answer.status && answer.output) return loggedIn(back, answer.output, setCookies);
  return seeOther(registerRefusedHref(back, answer.msg));
}
