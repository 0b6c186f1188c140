import { useMutation } from '@tanstack/react-query';
import { apiUrl, requestApi } from 'shared/config';
import type { ContactInquiry } from 'contracts';

/**
 * SPEC §7: `POST /api/contact`; only the ok status is read. No answer, or none within the deadline,
 * counts as a failure (SPEC §8: the form keeps what was typed and points to the phone line).
 */
async function sendInquiry(inquiry: ContactInquiry): Promise<void> {
  const response = await requestApi(apiUrl('/api/contact'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(inquiry),
  });
  if (!response.ok) throw new Error(`The inquiry was not accepted (HTTP ${response.status})`);
}

export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
