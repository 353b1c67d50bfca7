'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { TextField, formStyles, useValidationTranslate } from '@/components/form';
import { useUserStore } from '@/components/providers/store-provider';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { useApplying, useApplyPromotion } from '../use-apply';
import styles from './promotions.module.css';

type Values = { code: string };

/** The promo-code contract's bound (lib/contracts/promotions.ts). */
const CODE_MAX = 40;

/** Claims a promotion by its code (trimmed); waits, like the apply buttons, while any claim is in flight. */
export function PromoCodeForm() {
  const t = useTranslations('promotions');
  const translate = useValidationTranslate();
  const loggedIn = useUserStore((s) => s.loggedIn);
  const applying = useApplying();
  const apply = useApplyPromotion();
  const schema = useMemo<FormSchema<Values>>(() => ({ code: { required: true, maxlength: CODE_MAX } }), []);
  const { register, handleSubmit, reset, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    if (await apply({ promotionCode: code.trim() }, loggedIn)) reset({ code: '' });
  });

  const busy = applying || formState.isSubmitting;
  return (
    <form className={`${formStyles.form} ${styles.codeForm}`} onSubmit={submit} noValidate aria-label={t('code_title')}>
      <TextField
        label={t('code_label')}
        placeholder={t('code_placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CODE_MAX}
        error={formState.errors.code?.message}
        {...register('code', { setValueAs: (v: string) => v.trim() })}
      />
      <button type="submit" className={formStyles.submit} disabled={busy} aria-busy={busy || undefined}>
        {t('code_submit')}
      </button>
    </form>
  );
}
