import { Text } from '@mantine/core';
import { dateTimeFormat, languageOption, teamAvailability } from '@storysong/core';
import { useTranslation } from 'react-i18next';

/** Whether someone is in now, and when to expect a reply: business hours are GMT, as the contact page says. */
export function TeamAvailability() {
  const { t, i18n } = useTranslation('consultation');
  const team = teamAvailability(new Date());
  const opening = dateTimeFormat(languageOption(i18n.language).dateLocale, {
    timeZone: 'UTC',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(Date.parse(team.nextOpening));
  return (
    <Text size="xs" c="dark.6" data-testid="team-availability">
      {team.openNow ? t('teamIn') : t('teamAway', { opening: `${opening} GMT` })} {t('response')}
    </Text>
  );
}
