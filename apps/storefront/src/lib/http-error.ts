export { HttpError, type HttpErrorKind } from '@gs/web/http-error';
