import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface TopBarClassMenu {
  classes: { _id: string; className: string }[];
  selectedId: string | null;
  onSelect: (classId: string) => void;
}

const Ctx = createContext<{ menu: TopBarClassMenu | null; setMenu: (m: TopBarClassMenu | null) => void }>({ menu: null, setMenu: () => undefined });

export function TopBarProvider({ children }: { children: ReactNode }) {
  const [menu, setMenu] = useState<TopBarClassMenu | null>(null);
  return <Ctx.Provider value={{ menu, setMenu }}>{children}</Ctx.Provider>;
}

export const useTopBarMenu = () => useContext(Ctx).menu;

/** A page supplies its class list to the top-bar dropdown (TOP-03, TOP-04, AMB-146). */
export function useTopBarClasses(menu: TopBarClassMenu | null) {
  const { setMenu } = useContext(Ctx);
  const key = menu ? `${menu.selectedId}|${menu.classes.map((c) => c._id + c.className).join(',')}` : '';
  useEffect(() => {
    setMenu(menu);
    return () => setMenu(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setMenu]);
}
