/** Story globals shared by stories: the English interface, and the phone viewport (375 px). */
export const inEnglish = { globals: { locale: 'en' } } as const;
export const onPhone = { globals: { viewport: { value: 'phone', isRotated: false } } } as const;
export const inEnglishOnPhone = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } } } as const;
