import { ApiError } from '@gs/web/api-error';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { api } from '../../../lib/request';
import { setToken } from '../../../lib/storage';
import { buildProfile } from '../../../test/identity-fixtures';
import { currentUrl, renderRoutes } from '../../../test/render-routes';
import { BasicInformationPage } from './basic-information-page';

vi.mock('../../../lib/request', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), postForm: vi.fn() } }));
const getMock = vi.mocked(api.get);
const postMock = vi.mocked(api.post);

const routes = [
  { path: '/pages/BasicInformation', element: <BasicInformationPage /> },
  { path: '/login', element: <p>Login page</p> },
];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('basic information page', () => {
  it('sends a logged-out visitor to /login with the way back in fromRoute', async () => {
    const { router } = renderRoutes(routes, '/pages/BasicInformation?tab=2');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?fromRoute=%2Fpages%2FBasicInformation%3Ftab%3D2');
    expect(getMock).not.toHaveBeenCalled();
  });

  it('shows the masked profile and the real-name form with the reason it is needed', async () => {
    setToken('tok-1');
    getMock.mockResolvedValue(buildProfile());
    renderRoutes(routes, '/pages/BasicInformation');
    expect(await screen.findByText('Phone: 138****8000')).toBeTruthy();
    expect(getMock).toHaveBeenCalledWith('/api/system/user/profile/newsm', undefined, expect.anything());
    expect(screen.getByText('Buying an account requires real-name verification.')).toBeTruthy();
    expect(screen.getByText('Complete level 1 first. Selling an account requires level 2.')).toBeTruthy();
  });

  it('checks the ID number on the client before sending it', async () => {
    setToken('tok-1');
    getMock.mockResolvedValue(buildProfile());
    postMock.mockResolvedValue(buildProfile());
    renderRoutes(routes, '/pages/BasicInformation');
    await screen.findByRole('form', { name: 'Level 1: ID number' });

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '张三' } });
    const idInput = screen.getByLabelText('ID number');
    fireEvent.change(idInput, { target: { value: '110101199003074519' } });
    fireEvent.blur(idInput);
    expect(await screen.findByText('This ID number is not valid. Check it against your ID card.')).toBeTruthy();

    fireEvent.change(idInput, { target: { value: '11010519491231002x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(postMock).toHaveBeenCalledWith('/api/realname/auth', { name: '张三', idNumber: '11010519491231002X' }),
    );
  });

  it('shows the verified details and a rejected level two with its reason and a way to resubmit', async () => {
    setToken('tok-1');
    getMock.mockResolvedValue(
      buildProfile({
        realName: { status: 'verified', name: '张*', idNumber: '1101**********002X', verifiedAt: null },
        realNameTwo: { status: 'rejected', reason: 'The photo is blurred', submittedAt: '2026-01-02T00:00:00Z' },
      }),
    );
    renderRoutes(routes, '/pages/BasicInformation');
    expect(await screen.findByText('1101**********002X')).toBeTruthy();
    expect(screen.getByText('张*')).toBeTruthy();
    expect(screen.getByText('Reason: The photo is blurred. Upload new photos and submit again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Level 1: ID number' })).toBeNull();
  });

  it('shows an error with a retry that loads the profile again', async () => {
    setToken('tok-1');
    // A 4xx answer is final for the query client, so the error shows at once.
    getMock.mockRejectedValueOnce(new ApiError({ code: 404, status: 404, msg: 'Not found' }));
    getMock.mockResolvedValue(buildProfile());
    renderRoutes(routes, '/pages/BasicInformation');
    expect(await screen.findByText('Your profile could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Phone: 138****8000')).toBeTruthy();
  });
});
