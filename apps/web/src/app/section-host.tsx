import { Navigate } from 'react-router';
import type { SectionDef } from '../shared/navigation/sections';
import { permissionsOf, useLoginInfo } from '../shared/session/session';
import { openablePages } from './layout/menu-model';
import { NoPermission } from './pages/no-permission';
import SettingsIndexPage from './pages/settings-index-page';

/** A section's own path: the settings index, or the first page of the section the user may open. */
export default function SectionHost({ section }: { section: SectionDef }) {
  const permissions = permissionsOf(useLoginInfo());
  if (section.menu === 'settingsIndex') return <SettingsIndexPage section={section} />;
  const pages = openablePages(section, permissions);
  const first = pages.find((p) => !p.hidden) ?? pages[0];
  return first ? <Navigate replace to={first.fullPath} /> : <NoPermission />;
}
