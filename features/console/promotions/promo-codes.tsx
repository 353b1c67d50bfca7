'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { OperatorPromotionView } from '@/lib/contracts/promotions';
import { useConsoleApi } from '../console-api';
import { reasonText } from '../reasons';
import styles from '../console.module.css';
import own from './promotions.module.css';
import { refreshPromotion, savePromoCode } from './api';

/** The promotion's codes with their uses; a new code (or new limits for one) when the operator may edit. */
export function PromoCodes({ promotion, mayEdit }: { promotion: OperatorPromotionView; mayEdit: boolean }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const save = useMutation({
    mutationFn: () =>
      savePromoCode(api, {
        code,
        promotionId: promotion.promotionId,
        ...(maxUses ? { maxUses: Number(maxUses) } : {}),
        ...(expiresAt ? { expiresAt: `${expiresAt}:00Z` } : {}),
      }),
    onSuccess: () => {
      setCode('');
      setMaxUses('');
      setExpiresAt('');
      refreshPromotion(queryClient, promotion.promotionId);
    },
  });
  return (
    <section className={styles.card} aria-labelledby="codes-title">
      <h2 id="codes-title" className={own.subtitle}>
        Promo codes
      </h2>
      {promotion.codes.length === 0 ? <p className={styles.muted}>No codes: members claim it from the promotions pages.</p> : null}
      <ul className={own.codes}>
        {promotion.codes.map((c) => (
          <li key={c.code}>
            <code>{c.code}</code> · {c.uses}
            {c.maxUses === null ? '' : ` / ${c.maxUses}`} uses
            {c.expiresAt ? ` · until ${c.expiresAt.slice(0, 16).replace('T', ' ')} UTC` : ''}
          </li>
        ))}
      </ul>
      {mayEdit ? (
        <form
          className={styles.toolbar}
          aria-label="Add a promo code"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <label className={styles.field}>
            Code
            <InputText
              value={code}
              required
              minLength={3}
              maxLength={40}
              onChange={(e) => setCode(e.target.value.replace(/[^A-Za-z0-9_-]/g, ''))}
            />
          </label>
          <label className={styles.field}>
            Maximum uses
            <InputText value={maxUses} placeholder="no limit" onChange={(e) => setMaxUses(e.target.value.replace(/\D/g, ''))} />
          </label>
          <label className={styles.field}>
            Expires (UTC)
            <input type="datetime-local" className={own.datetime} value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
          </label>
          <Button type="submit" label="Save code" size="small" loading={save.isPending} />
          {save.isError ? (
            <span className={styles.error} role="alert">
              {reasonText(save.error.message)}
            </span>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
