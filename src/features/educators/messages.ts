import { defineMessages } from 'react-intl';

export const educatorsMessages = defineMessages<{
  title: {};
  bannerTitle: {};
  bannerText: {};
  allHashtags: {};
  contactTitle: {};
  contactText: {};
  resultsTitle: {};
  chooseTags: {};
  noAccess: {};
  loadError: {};
  selections: {};
  selectionsEmpty: {};
  save: {};
  selectionName: {};
  saveConfirm: {};
  cancel: {};
  savedAs: { name: string | number };
  open: {};
  share: {};
  stopSharing: {};
  copyLink: {};
  linkCopied: {};
  delete: {};
  print: {};
  sharedTitle: { name: string | number };
  sharedGone: {};
  sharedIntro: { site: string | number };
  hashtagsLine: { list: string | number };
}>({
  title: { id: 'app.educators.title', defaultMessage: "Da For Educators" },
  bannerTitle: { id: 'app.educators.banner.title', defaultMessage: "Da For Educators: materials by hashtags" },
  bannerText: { id: 'app.educators.banner.text', defaultMessage: "Choose hashtags — a topic, an age, a format — and get the materials and courses that carry all of them, ready for a lesson." },
  allHashtags: { id: 'app.educators.allHashtags', defaultMessage: "All hashtags" },
  contactTitle: { id: 'app.educators.contact.title', defaultMessage: "Contact us" },
  contactText: { id: 'app.educators.contact.text', defaultMessage: "Missing a topic, or a material for your lesson? Write to us." },
  resultsTitle: { id: 'app.educators.results.title', defaultMessage: "Materials by hashtags" },
  chooseTags: { id: 'app.educators.results.chooseTags', defaultMessage: "Choose hashtags" },
  noAccess: { id: 'app.educators.results.noAccess', defaultMessage: "The search results are open to educators. Fill in the questionnaire in your profile to ask for access." },
  loadError: { id: 'app.educators.loadError', defaultMessage: "The results could not be loaded. Try again later." },
  selections: { id: 'app.educators.selections.title', defaultMessage: "My selections" },
  selectionsEmpty: { id: 'app.educators.selections.empty', defaultMessage: "Save a search as a selection to open it later or share it with your students." },
  save: { id: 'app.educators.selections.save', defaultMessage: "Save as a selection" },
  selectionName: { id: 'app.educators.selections.name', defaultMessage: "Name of the selection" },
  saveConfirm: { id: 'app.educators.selections.saveConfirm', defaultMessage: "Save" },
  cancel: { id: 'app.educators.cancel', defaultMessage: "Cancel" },
  savedAs: { id: 'app.educators.selections.savedAs', defaultMessage: "Saved as “{name}”." },
  open: { id: 'app.educators.selections.open', defaultMessage: "Open" },
  share: { id: 'app.educators.selections.share', defaultMessage: "Share a read-only link" },
  stopSharing: { id: 'app.educators.selections.stopSharing', defaultMessage: "Stop sharing" },
  copyLink: { id: 'app.educators.selections.copyLink', defaultMessage: "Copy the link" },
  linkCopied: { id: 'app.educators.selections.linkCopied', defaultMessage: "Link copied" },
  delete: { id: 'app.educators.selections.delete', defaultMessage: "Delete" },
  print: { id: 'app.educators.selections.print', defaultMessage: "Print" },
  sharedTitle: { id: 'app.educators.shared.title', defaultMessage: "Selection “{name}”" },
  sharedGone: { id: 'app.educators.shared.gone', defaultMessage: "This selection is no longer shared." },
  sharedIntro: { id: 'app.educators.shared.intro', defaultMessage: "Materials chosen by a teacher on {site}." },
  hashtagsLine: { id: 'app.educators.hashtagsLine', defaultMessage: "Hashtags: {list}" },
});
