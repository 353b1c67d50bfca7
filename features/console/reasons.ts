/** The platform's reasons, as an operator reads them. Unknown ones are shown as they are. */
const REASONS: Record<string, string> = {
  invalid_credentials: 'Wrong username or password.',
  totp_required: 'Enter the six-digit code from your authenticator app.',
  totp_invalid: 'That code is wrong or already used. Wait for the next code and try again.',
  totp_not_enrolled: 'This account needs a second factor before it can sign in. Ask an owner to set it up.',
  too_many_requests: 'Too many attempts. Wait a few minutes and try again.',
  operator_role_forbidden: 'Your role may not do this. The attempt was recorded.',
  operator_login_required: 'Your console session has ended. Sign in again.',
  request_not_pending: 'This request was already decided or cancelled.',
  staff_username_taken: 'An operator with this username exists already.',
  last_owner: 'The last active owner cannot be demoted or disabled.',
  'password: error_password_common': 'This password is too common. Choose another.',
  error_staff_password: 'The password needs at least 12 characters.',
  module_not_found: 'There is no such module.',
  category_not_found: 'There is no such category in this currency.',
  game_not_found: 'There is no such game.',
  provider_not_found: 'There is no such provider.',
  maintenance_until_past: 'The end of the maintenance must be in the future.',
  currency_unknown: 'The ledger does not know this currency’s decimals; choose another.',
  currency_fixed_with_members: 'This country has members: its currency cannot change.',
  language_without_messages: 'The site has no texts in that language yet.',
  language_repeated: 'Each language may appear once.',
  amount_too_precise_for_currency: 'An amount has more decimals than the currency has.',
  deposit_minimum_above_maximum: 'The minimum deposit is above the maximum.',
  withdrawal_minimum_above_maximum: 'The minimum withdrawal is above the maximum.',
  member_not_found: 'There is no such member.',
  member_already_locked: 'This member is locked already.',
  member_not_locked: 'This member is not locked.',
  pin_not_set: 'This member has no withdrawal PIN.',
  insufficient_balance: 'The member does not have that much cash to debit.',
  error_amount: 'Enter an amount with at most two decimals, not zero.',
  error_reason_required: 'Give a reason of at least 3 characters.',
  bank_account_exists: 'This account number is listed for the currency already.',
  bank_not_found: 'There is no such bank account.',
  currency_not_found: 'No country uses this currency.',
  error_account_number: 'Use digits, spaces and dashes only.',
  error_staff_username: 'Use 3–32 letters, digits, dots, dashes or underscores.',
};

export function reasonText(msg: string): string {
  // A validation answer names the field first ("reason: error_reason_required").
  const key = REASONS[msg] ? msg : (/^[\w.]+: (\w+)$/.exec(msg)?.[1] ?? msg);
  return REASONS[key] ?? msg.replace(/_/g, ' ');
}
