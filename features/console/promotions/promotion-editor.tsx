'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { Button } from 'primereact/button';
import { useState } from 'react';
import type { CountryItem } from '@/lib/contracts/common';
import type { OperatorPromotionView } from '@/lib/contracts/promotions';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import { Outcome } from '../components/page-frame';
import { SitePreview } from '../components/site-preview';
import { LanguageFields } from './language-fields';
import { PromoCodes } from './promo-codes';
import { formOf, newPromotionForm, previewPath, saveInputOf, type PromotionForm } from './promotion-form';
import { StateActions } from './state-actions';
import { TermsFields } from './terms-fields';
import styles from '../console.module.css';
import own from './promotions.module.css';
import { LoadFailed } from '../components/load-failed';
import { promotionQueryOptions, refreshPromotion, savePromotion } from './api';

type Props = { role: StaffRole; promotionId: number | null; countries: readonly CountryItem[] };

/** The promotions editor: a saved promotion (loaded here) or a new draft. */
export function PromotionEditor({ role, promotionId, countries }: Props) {
  const api = useConsoleApi();
  const currencies = [...new Set(countries.map((c) => c.currency))];
  const saved = useQuery(promotionQueryOptions(api, promotionId));
  if (promotionId !== null && saved.isPending) return <p className={styles.muted}>Loading the promotion…</p>;
  if (saved.isError) return <LoadFailed what="The promotion" error={saved.error} retry={() => void saved.refetch()} />;
  return (
    <EditorForm
      key={promotionId ?? 'new'}
      role={role}
      saved={saved.data ?? null}
      initial={saved.data ? formOf(saved.data) : newPromotionForm(currencies[0] ?? 'MYR')}
      currencies={currencies}
      countries={countries}
    />
  );
}

type FormProps = {
  role: StaffRole;
  saved: OperatorPromotionView | null;
  initial: PromotionForm;
  currencies: readonly string[];
  countries: readonly CountryItem[];
};

function EditorForm({ role, saved, initial, currencies, countries }: FormProps) {
  const api = useConsoleApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const [form, setForm] = useState(initial);
  const [editing, setEditing] = useState('en');
  const [reloadToken, setReloadToken] = useState(0);
  const set = (patch: Partial<PromotionForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = useMutation({
    mutationFn: async () => {
      const checked = saveInputOf(form);
      if (!checked.ok) throw new Error(checked.msg);
      return savePromotion(api, checked.input);
    },
    onSuccess: ({ promotionId }) => {
      refreshPromotion(queryClient, promotionId);
      setReloadToken((n) => n + 1);
      if (!saved) router.replace(`/console/promotions/${promotionId}`);
    },
  });

  const preview = saved ? previewPath(countries, saved.currency, editing, saved.promotionId) : null;
  const title = saved ? `Promotion #${saved.promotionId}` : 'New promotion';
  return (
    <section aria-labelledby="editor-title" className={own.editor}>
      <div className={own.editorForm}>
        <h1 id="editor-title" className={styles.title}>
          {title}
          {saved ? <span className={`${own.badge} ${own[`state_${saved.state}`]}`}>{saved.state}</span> : null}
        </h1>
        {saved ? <StateActions promotion={saved} mayEdit={mayEdit} onChanged={() => setReloadToken((n) => n + 1)} /> : null}
        <form
          aria-label="Promotion"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <LanguageFields
            languages={form.languages}
            editing={editing}
            onEditing={setEditing}
            onChange={(languages) => set({ languages })}
            disabled={!mayEdit}
          />
          <TermsFields form={form} set={set} currencies={currencies} disabled={!mayEdit} isNew={!saved} />
          {mayEdit ? (
            <div className={styles.actions}>
              <Button type="submit" label={saved ? 'Save changes' : 'Save draft'} loading={save.isPending} />
              <Outcome inline error={save.error} done={save.isSuccess ? 'Saved.' : null} />
            </div>
          ) : (
            <p className={styles.muted}>Your role may look at promotions; content editors and owners change them.</p>
          )}
        </form>
        {saved ? <PromoCodes promotion={saved} mayEdit={mayEdit} /> : null}
      </div>
      {saved && mayEdit ? (
        preview ? (
          <SitePreview src={preview} reloadToken={reloadToken} />
        ) : (
          <p className={styles.muted}>No country uses {saved.currency}: the site cannot show this promotion.</p>
        )
      ) : saved ? null : (
        <p className={`${styles.card} ${styles.muted}`}>Save the draft to preview it on the member site.</p>
      )}
    </section>
  );
}
