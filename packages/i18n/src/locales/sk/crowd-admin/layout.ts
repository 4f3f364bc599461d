/** /crowds/{crowdId}: záložky, upozornenia a tlačidlo náhľadu okolo každej záložky. */
export const layout = {
  untitled: 'Crowd bez názvu',
  back: 'Všetky crowdy',
  tabs: {
    label: 'Časti nastavení crowdu',
    profile: 'Profil',
    theming: 'Vzhľad',
    categories: 'Kategórie',
    billing: 'Fakturácia',
    ideaSettings: 'Nastavenia nápadov',
    subscription: 'Predplatné',
    users: 'Používatelia',
  },
};
