import { AppShell, Badge, Burger, Button, Group, Menu, NavLink, ScrollArea, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { setFactorPrompt } from '../../lib/api.ts';
import { IconArticle } from '../../ui/icons/IconArticle.ts';
import { IconBook2 } from '../../ui/icons/IconBook2.ts';
import { IconCash } from '../../ui/icons/IconCash.ts';
import { IconHistory } from '../../ui/icons/IconHistory.ts';
import { IconLayoutDashboard } from '../../ui/icons/IconLayoutDashboard.ts';
import { IconLayoutKanban } from '../../ui/icons/IconLayoutKanban.ts';
import { IconLock } from '../../ui/icons/IconLock.ts';
import { IconLogout } from '../../ui/icons/IconLogout.ts';
import { IconMessageChatbot } from '../../ui/icons/IconMessageChatbot.ts';
import { IconMessageCircle } from '../../ui/icons/IconMessageCircle.ts';
import { IconMessageStar } from '../../ui/icons/IconMessageStar.ts';
import { IconSettings } from '../../ui/icons/IconSettings.ts';
import { IconUsersGroup } from '../../ui/icons/IconUsersGroup.ts';
import { Loading } from '../../ui/Loading.tsx';
import { Seo } from '../../ui/Seo.tsx';
import { FactorPrompt, useFactorPrompt } from '../security/exports.ts';
import { useInboxCounts } from './inbox/store.ts';
import { Notifications } from './Notifications.tsx';
import { useAdminSession } from './session.ts';

const NAV = [
  { to: '/admin', key: 'dashboard', icon: IconLayoutDashboard, end: true },
  { to: '/admin/posts', key: 'posts', icon: IconArticle },
  { to: '/admin/stories', key: 'stories', icon: IconBook2 },
  // Its words sit with the rest of the board's (admin.json `production`).
  { to: '/admin/board', key: 'board', label: 'production.nav', icon: IconLayoutKanban },
  // Its words sit with the rest of the inbox's (inbox.json); its badge counts conversations with unread messages.
  { to: '/admin/inbox', key: 'inbox', label: 'inbox:nav', icon: IconMessageCircle },
  { to: '/admin/testimonials', key: 'testimonials', icon: IconMessageStar },
  // The assistant's knowledge base; its words sit in knowledge.json.
  { to: '/admin/knowledge', key: 'knowledge', label: 'knowledge:nav', icon: IconMessageChatbot },
  { to: '/admin/affiliates', key: 'affiliates', icon: IconUsersGroup },
  { to: '/admin/payouts', key: 'payouts', icon: IconCash },
  { to: '/admin/privacy', key: 'privacy', icon: IconLock },
  // Who did what; its words sit in audit.json.
  { to: '/admin/audit', key: 'audit', label: 'audit:nav', icon: IconHistory },
  { to: '/admin/settings', key: 'settings', icon: IconSettings },
] as const;

/** The back office frame; it also guards every /admin page (the server checks the claim again on each call). */
export default function AdminLayout() {
  const { t } = useTranslation(['admin', 'audit', 'inbox', 'knowledge']);
  const { status, email, restore, signOut } = useAdminSession();
  const { unread, load: loadInboxCounts } = useInboxCounts();
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    void restore();
  }, [restore]);
  // Staff moving between pages see the inbox's figure as it stands.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshed on every page change
  useEffect(() => {
    if (status === 'signedIn') void loadInboxCounts();
  }, [status, pathname, loadInboxCounts]);
  // Answers that ask for the second factor (money, exports, an ended session) open the code prompt, then go again.
  useEffect(() => {
    setFactorPrompt((reason) => useFactorPrompt.getState().ask(reason));
    return () => setFactorPrompt(null);
  }, []);

  if (status === 'loading') return <Loading />;
  // Signing in again (a session ended, a reload days later) comes back to the page staff were on.
  if (status !== 'signedIn') return <Navigate to="/admin/login" replace state={{ from: `${pathname}${search}` }} />;

  const leave = async () => {
    await signOut();
    navigate('/admin/login', { replace: true });
  };

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <Seo title={t('title')} description={t('title')} noindex />
      <FactorPrompt />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('layout.menu')} />
            <Title order={2} size="h4">
              {t('title')}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Notifications />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="subtle" aria-label={`${t('layout.account')}: ${email}`} maw={{ base: 120, sm: 280 }}>
                  <Text truncate size="sm">
                    {email}
                  </Text>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to="/admin/settings" leftSection={<IconSettings size={16} />}>
                  {t('layout.profileSettings')}
                </Menu.Item>
                <Menu.Item onClick={leave} leftSection={<IconLogout size={16} />}>
                  {t('layout.signOut')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('layout.navigation')}>
        <ScrollArea>
          {NAV.map(({ to, key, icon: Icon, ...rest }) => {
            const active = 'end' in rest ? pathname === to : pathname.startsWith(to);
            const label = 'label' in rest ? t(rest.label) : t(`nav.${key}`);
            return (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                leftSection={<Icon size={18} />}
                rightSection={
                  key === 'inbox' && unread > 0 ? (
                    <Badge size="sm" color="red.9" variant="filled">
                      <span aria-hidden>{unread}</span>
                      <VisuallyHidden>{t('inbox:notifications.unread', { count: unread })}</VisuallyHidden>
                    </Badge>
                  ) : undefined
                }
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={close}
              />
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>
      {/* The app shell's own <main> already holds this layout: a second, nested one confuses landmark navigation. */}
      <AppShell.Main renderRoot={(props) => <div {...props} />}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
