import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages<{
  account: {};
  data: {};
  favorites: {};
  courses: {};
  materials: {};
  reviews: {};
  help: {};
  questionary: {};
  loadError: {};
  retry: {};
  favoriteMaterials: {};
  favoriteCourses: {};
  noFavoriteMaterials: {};
  noFavoriteCourses: {};
  sortBy: {};
  sortDate: {};
  sortPopular: {};
  noHistory: {};
  noRecommendations: {};
  noArchive: {};
  progress: { finished: string | number; total: string | number };
  noViewed: {};
  viewedAt: { date: string | number };
  finished: {};
  removeItem: { title: string | number };
  clearAll: {};
  clearConfirm: {};
  clearYes: {};
  cancel: {};
  removed: {};
  noReviews: {};
  helpIntro: {};
  questionaryIntro: {};
  sessions: {};
  sessionCurrent: {};
  sessionLastUsed: { date: string | number };
  sessionUnknown: {};
  sessionEnd: {};
  signOutEverywhere: {};
  signedOutOthers: { count: number };
  deleteTitle: {};
  deleteText: {};
  deletePassword: {};
  deleteSocial: {};
  deleteButton: {};
  deleteConfirm: {};
  saved: {};
}>({
  account: { id: 'app.profile.title', defaultMessage: "Personal account" },
  data: { id: 'app.profile.data.title', defaultMessage: "My details" },
  favorites: { id: 'app.profile.favorites.title', defaultMessage: "Favourites" },
  courses: { id: 'app.profile.courses.title', defaultMessage: "My courses" },
  materials: { id: 'app.profile.materials.title', defaultMessage: "My materials" },
  reviews: { id: 'app.profile.reviews.title', defaultMessage: "My reviews" },
  help: { id: 'app.profile.help.title', defaultMessage: "Help chat" },
  questionary: { id: 'app.profile.questionary.title', defaultMessage: "Questionnaire" },
  loadError: { id: 'app.profile.loadError', defaultMessage: "The data could not be loaded. Try again later." },
  retry: { id: 'app.profile.retry', defaultMessage: "Try again" },
  favoriteMaterials: { id: 'app.profile.favorites.materials', defaultMessage: "Materials" },
  favoriteCourses: { id: 'app.profile.favorites.courses', defaultMessage: "Courses" },
  noFavoriteMaterials: { id: 'app.profile.favorites.noMaterials', defaultMessage: "No favourite materials yet. Press the bookmark on a material to keep it here." },
  noFavoriteCourses: { id: 'app.profile.favorites.noCourses', defaultMessage: "No favourite courses yet. Press the bookmark on a course to keep it here." },
  sortBy: { id: 'app.profile.sort.label', defaultMessage: "Sort" },
  sortDate: { id: 'app.profile.sort.date', defaultMessage: "By date" },
  sortPopular: { id: 'app.profile.sort.popular', defaultMessage: "By popularity" },
  noHistory: { id: 'app.profile.courses.noHistory', defaultMessage: "You have not started a course yet." },
  noRecommendations: { id: 'app.profile.courses.noRecommendations', defaultMessage: "No recommendations yet: choose interests in your details or open a few materials." },
  noArchive: { id: 'app.profile.courses.noArchive', defaultMessage: "No finished courses yet." },
  progress: { id: 'app.profile.courses.progress', defaultMessage: "{finished} of {total} materials read" },
  noViewed: { id: 'app.profile.materials.empty', defaultMessage: "You have not opened any material yet." },
  viewedAt: { id: 'app.profile.materials.viewedAt', defaultMessage: "Opened {date}" },
  finished: { id: 'app.profile.materials.finished', defaultMessage: "Read" },
  removeItem: { id: 'app.profile.history.remove', defaultMessage: "Remove “{title}” from the history" },
  clearAll: { id: 'app.profile.history.clearAll', defaultMessage: "Clear the history" },
  clearConfirm: { id: 'app.profile.history.clearConfirm', defaultMessage: "Remove every item from this list? Your reading progress is kept." },
  clearYes: { id: 'app.profile.history.clearYes', defaultMessage: "Clear" },
  cancel: { id: 'app.profile.cancel', defaultMessage: "Cancel" },
  removed: { id: 'app.profile.history.removed', defaultMessage: "Removed from the history." },
  noReviews: { id: 'app.profile.reviews.empty', defaultMessage: "You have not written any reviews yet." },
  helpIntro: { id: 'app.profile.help.intro', defaultMessage: "Ask the site team anything: we answer within one working day." },
  questionaryIntro: { id: 'app.profile.questionary.intro', defaultMessage: "Tell us about yourself: teachers get access to the educators’ hashtag search." },
  sessions: { id: 'app.profile.sessions.title', defaultMessage: "Where you are signed in" },
  sessionCurrent: { id: 'app.profile.sessions.current', defaultMessage: "This device" },
  sessionLastUsed: { id: 'app.profile.sessions.lastUsed', defaultMessage: "Last active {date}" },
  sessionUnknown: { id: 'app.profile.sessions.unknown', defaultMessage: "Unknown browser" },
  sessionEnd: { id: 'app.profile.sessions.end', defaultMessage: "Sign out" },
  signOutEverywhere: { id: 'app.profile.sessions.signOutOthers', defaultMessage: "Sign out on all other devices" },
  signedOutOthers: { id: 'app.profile.sessions.signedOutOthers', defaultMessage: "{count, plural, one {# session ended.} other {# sessions ended.}}" },
  deleteTitle: { id: 'app.profile.delete.title', defaultMessage: "Delete my account" },
  deleteText: { id: 'app.profile.delete.text', defaultMessage: "Your profile, favourites, history, chat and questionnaire are deleted for good. Your comments stay on the site signed “User”." },
  deletePassword: { id: 'app.profile.delete.password', defaultMessage: "Your password" },
  deleteSocial: { id: 'app.profile.delete.social', defaultMessage: "To confirm, sign in again with Google or Facebook, then press the button within 10 minutes." },
  deleteButton: { id: 'app.profile.delete.button', defaultMessage: "Delete my account" },
  deleteConfirm: { id: 'app.profile.delete.confirm', defaultMessage: "Delete for good" },
  saved: { id: 'app.profile.saved', defaultMessage: "Saved." },
});
