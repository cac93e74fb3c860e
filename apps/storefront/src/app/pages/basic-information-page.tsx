import { PersonalCenterFrame } from '../../features/personal-center/components/personal-center-layout';
import { BasicInformationPage } from '../../features/profile/pages/basic-information-page';

/**
 * /pages/BasicInformation in the personal center's frame (its side navigation), as the `/pages/other/*` pages are:
 * the path is outside `/pages/other`, so the route table cannot nest it there. Composed here: the frame is the
 * personal center's, the page is the profile's.
 */
export function BasicInformationRoute() {
  return (
    <PersonalCenterFrame>
      <BasicInformationPage />
    </PersonalCenterFrame>
  );
}
