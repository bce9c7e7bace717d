import { Table, Text } from '@mantine/core';
import { countryName, type PaymentDetails } from '@storysong/core';
import { useTranslation } from 'react-i18next';

/** Payment details as label/value rows; the bank's country named in the visitor's language. */
function paymentRows(shown: PaymentDetails, language: string): { key: string; value: string }[] {
  switch (shown.method) {
    case 'paypal':
      return [{ key: 'paypalEmail', value: shown.paypalEmail }];
    case 'cashapp':
      return [{ key: 'cashappTag', value: `$${shown.cashappTag}` }];
    case 'bank': {
      const optional = (['routingNumber', 'swiftCode', 'sortCode', 'iban'] as const)
        .filter((key) => shown[key])
        .map((key) => ({ key, value: shown[key] ?? '' }));
      return [
        { key: 'bankName', value: shown.bankName },
        { key: 'accountNumber', value: shown.accountNumber },
        { key: 'country', value: countryName(shown.country, language) },
        ...optional,
      ];
    }
  }
}

/**
 * Where an affiliate is paid, as the API gave it: masked on their own dashboard, whole in the staff
 * member's logged reveal. Account numbers read left to right in every language.
 */
export function PaymentDetailsTable({ details }: { details: PaymentDetails }) {
  const { t, i18n } = useTranslation('affiliates');
  return (
    <>
      <Text fw={600}>{t(`methods.${details.method}`)}</Text>
      <Table>
        <Table.Tbody>
          {paymentRows(details, i18n.language).map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400} c="dimmed">
                {t(`fields.${row.key}`)}
              </Table.Th>
              <Table.Td dir="ltr" data-testid={`payment-${row.key}`} style={{ wordBreak: 'break-all' }}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
