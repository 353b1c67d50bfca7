'use client';

import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styles from '../console.module.css';

/** The new operator's authenticator secret as a QR code and as text, shown once after creating the account. */
export function TotpEnrolment({ username, secret, uri }: { username: string; secret: string; uri: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    void QRCode.toString(uri, { type: 'svg', margin: 1, width: 168 }).then((markup) => live && setSvg(markup));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className={styles.card} data-testid="totp-enrolment">
      <p>
        Give <strong>{username}</strong> this second factor now: it is shown only once.
      </p>
      <div className={styles.secret}>
        {svg ? (
          <span role="img" aria-label="TOTP QR code" dangerouslySetInnerHTML={{ __html: svg }} />
        ) : (
          <span className={styles.muted}>Drawing the QR code…</span>
        )}
        <div>
          <p className={styles.muted}>Or type the secret into the authenticator app:</p>
          <code data-testid="totp-secret">{secret}</code>
        </div>
      </div>
    </div>
  );
}
