import { ATTENTION_REASON_LABELS, CLIENT_STATUS_LABELS } from '@vitalia/shared/practice-rules';
import type { ClientSummary } from '@vitalia/shared/practice';

/** "Necesita atención" (amber, with the first reason) or "Al día" (green): the same chip everywhere. */
export function ClientStatusChip({
  client,
}: {
  client: Pick<ClientSummary, 'status' | 'attention_reasons'>;
}) {
  const attention = client.status === 'attention';
  const reason = client.attention_reasons[0];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        attention ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
      }`}
      title={
        attention
          ? client.attention_reasons.map((key) => ATTENTION_REASON_LABELS[key]).join(' · ')
          : undefined
      }
    >
      {CLIENT_STATUS_LABELS[client.status]}
      {attention && reason ? <span className="sr-only">: {ATTENTION_REASON_LABELS[reason]}</span> : null}
    </span>
  );
}

/** Why she needs attention, in words, under her name. */
export function AttentionReasons({ client }: { client: Pick<ClientSummary, 'attention_reasons'> }) {
  if (client.attention_reasons.length === 0) return null;
  return (
    <p className="text-xs text-amber-800">
      {client.attention_reasons.map((key) => ATTENTION_REASON_LABELS[key]).join(' · ')}
    </p>
  );
}
