import type { ReactNode } from 'react';
import { MypageLnb } from './mypage-lnb.tsx';

type MypageFrameProps = { children: ReactNode };

/** Frame of every member page: the side menu next to the page content. */
export function MypageFrame({ children }: MypageFrameProps) {
  return (
    <div className="mypage-frame">
      <MypageLnb />
      <div className="mypage-frame__content">{children}</div>
    </div>
  );
}
