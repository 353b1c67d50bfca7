'use client';

import { useRouter } from 'next/navigation';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useState, type FormEvent } from 'react';
import { useConsoleApi } from '../console-api';
import { reasonText } from '../reasons';
import styles from '../console.module.css';

/** Username and password; the code field appears once the platform asks for the second factor. */
export function ConsoleLoginForm() {
  const api = useConsoleApi();
  const router = useRouter();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const answer = await api.call('staff/login', { username, password, ...(needsCode && totp ? { totp } : {}) });
    setBusy(false);
    if (answer?.status) {
      router.replace('/console');
      router.refresh();
      return;
    }
    const msg = answer?.msg ?? 'too_many_requests';
    if (msg === 'totp_required') {
      setNeedsCode(true);
      return;
    }
    setError(reasonText(msg));
  }

  return (
    <form className={styles.loginCard} aria-label="Console sign-in" onSubmit={(e) => void submit(e)}>
      <h1 className={styles.title}>Operator console</h1>
      <label className={styles.field}>
        Username
        <InputText value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" required />
      </label>
      <div className={styles.field}>
        {/* Not wrapping the field: its show-password switch would join the input's name. */}
        <label htmlFor="console-password">Password</label>
        <Password
          inputId="console-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          feedback={false}
          toggleMask
          className={styles.fullWidth}
          inputClassName={styles.fullWidth}
          autoComplete="current-password"
          required
        />
      </div>
      {needsCode ? (
        <label className={styles.field}>
          Authenticator code
          <InputText
            value={totp}
            onChange={(e) => setTotp(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            required
          />
        </label>
      ) : null}
      {needsCode && !error ? <p className={styles.muted}>{reasonText('totp_required')}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" label="Sign in" loading={busy} />
    </form>
  );
}
