import { createMemberPublisher, type OutgoingEvent } from './publisher';

describe('the member publisher', () => {
  it('returns at once, then sends what gathered in batches of ten, keeping only the newest balance-changed per member', async () => {
    const sent: OutgoingEvent[][] = [];
    const publisher = createMemberPublisher(async (events) => void sent.push(events), { gatherMs: 5, log: { warn: () => {} } });
    publisher.publishToMember(1, 'balance-changed', { reason: 'bet' });
    publisher.publishToMember(1, 'wallet-request-decided', { requestId: 9, kind: 'deposit', status: 'approved', amount: '5.00' });
    publisher.publishToMember(1, 'balance-changed', { reason: 'win' });
    for (let member = 2; member <= 12; member += 1) publisher.publishToMember(member, 'balance-changed', { reason: 'deposit' });
    expect(sent).toEqual([]);
    await publisher.flush();
    expect(sent.map((batch) => batch.length)).toEqual([10, 3]);
    expect(sent[0]!.slice(0, 2)).toEqual([
      {
        channel: 'private-member-1',
        name: 'wallet-request-decided',
        data: '{"requestId":9,"kind":"deposit","status":"approved","amount":"5.00"}',
      },
      { channel: 'private-member-1', name: 'balance-changed', data: '{"reason":"win"}' },
    ]);
  });

  it('sends up to the batch size its sender takes', async () => {
    const sent: OutgoingEvent[][] = [];
    const publisher = createMemberPublisher(async () => {}, { gatherMs: 0, log: { warn: () => {} } });
    publisher.useSender(async (events) => void sent.push(events), 25);
    for (let member = 1; member <= 60; member += 1) publisher.publishToMember(member, 'balance-changed', { reason: 'bet' });
    await publisher.flush();
    expect(sent.map((batch) => batch.length)).toEqual([25, 25, 10]);
    expect(sent.flat().map((event) => event.channel)).toEqual(Array.from({ length: 60 }, (_, i) => `private-member-${i + 1}`));

    sent.length = 0;
    publisher.useSender(async (events) => void sent.push(events));
    for (let member = 1; member <= 12; member += 1) publisher.publishToMember(member, 'balance-changed', { reason: 'win' });
    await publisher.flush();
    expect(sent.map((batch) => batch.length)).toEqual([10, 2]);
  });

  it('logs a failed send and keeps going', async () => {
    const warnings: unknown[] = [];
    const publisher = createMemberPublisher(
      async () => {
        throw new Error('service down');
      },
      { gatherMs: 0, log: { warn: (obj) => void warnings.push(obj) } },
    );
    publisher.publishToMember(1, 'balance-changed', { reason: 'bet' });
    await publisher.flush();
    expect(warnings).toHaveLength(1);
  });
});
