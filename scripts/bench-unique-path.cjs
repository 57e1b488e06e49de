// autocannon setupRequest (required by the load process of bench-api.ts): a query made unique on every request,
// so a page is rendered each time instead of coming from the render cache.
let counter = 0;
module.exports = (request) => {
  counter += 1;
  const separator = request.path.includes('?') ? '&' : '?';
  return { ...request, path: `${request.path.split(/[?&]bench=/)[0]}${separator}bench=${counter}` };
};
