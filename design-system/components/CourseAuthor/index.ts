export { CourseAuthor, POPOVER_SWITCH_WIDTH, popoverPlacement, type CourseAuthorProps, type PopoverPlacement } from './CourseAuthor';
