import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import CloseIcon from '@mui/icons-material/Close';
import type { MenuLink, NavItem, NavKey } from './AppHeader';
import { layout } from '../../theme/primitives';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  nav: NavItem[];
  menuLinks: MenuLink[];
  label: (key: NavKey) => string;
  closeLabel: string;
  navigationLabel: string;
}

/** The header's menu below the lg breakpoint: the sections, then the further links. */
export default function MobileMenu({ open, onClose, nav, menuLinks, label, closeLabel, navigationLabel }: MobileMenuProps) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <div style={{ width: 280 }}>
        <div style={{ display: 'flex', alignItems: 'center', height: layout.headerHeight, padding: '0 8px' }}>
          <IconButton aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        {/* An opened menu's links are in view as cards are: the app may fetch their pages before the tap. */}
        <List component="nav" aria-label={navigationLabel} data-prefetch-when-seen="">
          {nav.map((item) => (
            <ListItemButton key={item.key} href={item.href} selected={item.active} onClick={onClose}>
              <ListItemText primary={label(item.key)} />
            </ListItemButton>
          ))}
          {menuLinks.length > 0 && <Divider sx={{ my: 1 }} />}
          {menuLinks.map((link) => (
            <ListItemButton
              key={link.key}
              href={link.href}
              dense
              onClick={onClose}
              {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </div>
    </Drawer>
  );
}
