import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http';
import { makeUploader, withUploads } from './uploads';

export const ADMIN_API = '/api/admin';

export const dataProvider = withUploads(simpleRestProvider(ADMIN_API, httpClient), makeUploader(ADMIN_API, httpClient));
