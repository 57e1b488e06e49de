/** Where the browser keeps the bearer token of a signed-in reader (localStorage). */
export const TOKEN_KEY = 'token';
