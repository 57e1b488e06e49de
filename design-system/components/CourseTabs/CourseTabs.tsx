import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { messages } from './CourseTabs.messages';

/** Spec §4: the profile's course tabs and content sorts. */
export const COURSE_TABS = ['history', 'recommendations', 'archive'] as const;
export type CourseTabKey = (typeof COURSE_TABS)[number];
export const COURSE_SORTS = ['date', 'popularity'] as const;
export type CourseSortKey = (typeof COURSE_SORTS)[number];

export interface CourseTabsProps {
  /** The tab shown. */
  tab: CourseTabKey;
  onTabChange: (tab: CourseTabKey) => void;
  sort: CourseSortKey;
  onSortChange: (sort: CourseSortKey) => void;
  /** The tab's content (the page's card grid). */
  children?: ReactNode;
}

const Bar = styled('div', { name: 'DsCourseTabs', slot: 'Bar' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1, 2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& .MuiTab-root': { textTransform: 'none', fontWeight: 600, paddingLeft: theme.spacing(1.5), paddingRight: theme.spacing(1.5) },
  [theme.breakpoints.up('sm')]: { '& .MuiTab-root': { flex: '1 1 0', maxWidth: 'none' } },
}));

const Sort = styled('div', { name: 'DsCourseTabs', slot: 'Sort' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  paddingBottom: theme.spacing(1),
  '& .MuiToggleButton-root': {
    textTransform: 'none',
    padding: theme.spacing(0.5, 1.5),
    fontWeight: 600,
    color: theme.palette.text.secondary,
    background: theme.palette.background.paper,
  },
  '& .MuiToggleButton-root.Mui-selected': { color: theme.palette.primary.dark, background: theme.palette.primary.light },
}));

/** The profile's courses: view history, recommendations and archive tabs, with a date / popularity sort. */
export function CourseTabs({ tab, onTabChange, sort, onSortChange, children }: CourseTabsProps) {
  const intl = useIntl();
  const baseId = useId();
  const sortLabelId = useId();
  return (
    <section aria-label={intl.formatMessage(messages.label)}>
      <Bar>
        {/*
          Scrollable (MUI's answer to tabs that may not fit): every label keeps its whole width; the three fit a
          375 px phone, narrower screens swipe. No scroll buttons: once shown they take the room that would have
          let the tabs fit (a late web font is enough to show them). From 600 px on the tabs share the row equally.
        */}
        <Tabs
          value={tab}
          onChange={(_, value: CourseTabKey) => onTabChange(value)}
          variant="scrollable"
          scrollButtons={false}
          sx={{ flex: '1 1 360px', maxWidth: 560, minWidth: 0 }}
          aria-label={intl.formatMessage(messages.label)}
        >
          {COURSE_TABS.map((key) => (
            <Tab key={key} value={key} id={`${baseId}-${key}`} aria-controls={`${baseId}-panel`} label={intl.formatMessage(messages[key])} />
          ))}
        </Tabs>
        <Sort>
          <Typography variant="body2" color="text.secondary" id={sortLabelId}>
            {intl.formatMessage(messages.sort)}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={sort}
            onChange={(_, value: CourseSortKey | null) => value && onSortChange(value)}
            aria-labelledby={sortLabelId}
          >
            {COURSE_SORTS.map((key) => (
              <ToggleButton key={key} value={key}>
                {intl.formatMessage(messages[key])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Sort>
      </Bar>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`} style={{ paddingTop: 16 }}>
        {children}
      </div>
    </section>
  );
}
