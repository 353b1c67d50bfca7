'use client';

import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { consoleMoney } from '../components/money';
import styles from '../console.module.css';
import { chatTime } from './chat-time';

type Room = EndpointOutput<'operator/chat-room'>;

/** Who the agent is talking to: the member's facts, balance and recent money moves, in the member's currency. */
export function ChatMemberCard({ member, transactions }: Pick<Room, 'member' | 'transactions'>) {
  return (
    <aside className={styles.chatMember} aria-label="Member">
      <h2 className={styles.subtitle}>Member</h2>
      <dl className={styles.chatFacts}>
        <dt>Username</dt>
        <dd>{member.username}</dd>
        <dt>Member id</dt>
        <dd>{member.id}</dd>
        <dt>Country</dt>
        <dd>{member.country}</dd>
        <dt>Balance</dt>
        <dd className={styles.money}>{consoleMoney(member.balance, member.currency)}</dd>
        <dt>Joined</dt>
        <dd>{chatTime.format(new Date(member.createdAt))}</dd>
      </dl>
      <h3 className={styles.subtitle}>Recent transactions</h3>
      {transactions.length === 0 ? (
        <p className={styles.muted}>No money moves yet.</p>
      ) : (
        <table className={styles.chatTransactions} aria-label="Recent transactions">
          <tbody>
            {transactions.map((tx, i) => (
              <tr key={`${tx.at}-${i}`}>
                <td>{chatTime.format(new Date(tx.at))}</td>
                <td>{tx.kind}</td>
                <td className={`${styles.amount} ${styles.money}`}>{consoleMoney(tx.amount, member.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </aside>
  );
}
