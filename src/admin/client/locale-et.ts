// Decap CMS in Estonian: every key of decap-cms-locales' `en` that a screen our config.yml reaches can
// show (test/admin-locale.test.ts names the screens left out, and fails when Decap adds a key this lacks).
// The society's editors read no English; the words are the ones the site itself uses ("kontsert", "avalda").
// %{…} are Decap's placeholders; "||||" separates the singular from the plural.
export const et = {
  auth: {
    login: 'Logi sisse',
    loggingIn: 'Sisselogimine…',
    loginWithGitHub: 'Logi sisse GitHubiga',
  },
  app: {
    header: {
      content: 'Sisu',
      media: 'Pildid',
      quickAdd: 'Lisa uus',
    },
    app: {
      errorHeader: 'Toimetaja seadeid ei saanud laadida',
      configErrors: 'Vead seadetes',
      checkConfigYml: 'Kontrolli faili config.yml.',
      loadingConfig: 'Seadete laadimine…',
      waitingBackend: 'Ootan serveri vastust…',
    },
    notFoundPage: {
      header: 'Lehte ei leitud',
    },
  },
  collection: {
    sidebar: {
      collections: 'Kogud',
      allCollections: 'Kõik kogud',
      searchAll: 'Otsi kõikjalt',
      searchIn: 'Otsi kogust',
    },
    collectionTop: {
      sortBy: 'Järjesta',
      viewAs: 'Vaade',
      viewAsList: 'Loendina',
      viewAsGrid: 'Ruudustikuna',
      newButton: 'Uus %{collectionLabel}',
      newButtonAriaLabel: 'Loo uus %{collectionLabel}',
      ascending: 'Kasvavalt',
      descending: 'Kahanevalt',
      searchResults: 'Otsingu „%{searchTerm}” tulemused',
      searchResultsInCollection: 'Otsingu „%{searchTerm}” tulemused kogus %{collection}',
      filterBy: 'Näita',
    },
    entries: {
      loadingEntries: 'Kirjete laadimine…',
      cachingEntries: 'Kirjete ettevalmistamine…',
      longerLoading: 'See võib võtta mitu minutit',
      noEntries: 'Kirjeid pole',
    },
    defaultFields: {
      author: {
        label: 'Autor',
      },
      updatedOn: {
        label: 'Muudetud',
      },
    },
  },
  editor: {
    editorControl: {
      field: {
        optional: 'valikuline',
        // Decap fills in the widget's type ("string", "list"), English words of no use to a reader.
        widgetLabel: 'Väli',
      },
    },
    editorControlPane: {
      widget: {
        required: '%{fieldLabel} on kohustuslik.',
        regexPattern: '%{fieldLabel}: %{pattern}.',
        processing: '%{fieldLabel}: töötlemine käib.',
        range: '%{fieldLabel} peab olema vahemikus %{minValue} kuni %{maxValue}.',
        min: '%{fieldLabel} peab olema vähemalt %{minValue}.',
        max: '%{fieldLabel} võib olla kuni %{maxValue}.',
        rangeCount: '%{fieldLabel}: %{minCount} kuni %{maxCount} rida.',
        rangeCountExact: '%{fieldLabel}: täpselt %{count} rida.',
        rangeMin: '%{fieldLabel}: vähemalt %{minCount} rida.',
        rangeMax: '%{fieldLabel}: kuni %{maxCount} rida.',
      },
    },
    editor: {
      onLeavePage: 'Kas lahkuda lehelt? Salvestamata muudatused lähevad kaotsi.',
      onDeleteWithUnsavedChanges: 'Kas kustutada see avaldatud kirje koos salvestamata muudatustega?',
      onDeletePublishedEntry: 'Kas kustutada see avaldatud kirje? Seda ei saa tagasi võtta.',
      loadingEntry: 'Kirje laadimine…',
      confirmLoadBackup: 'Sellest kirjest leiti selles brauseris salvestamata koopia. Kas jätkata sellega?',
    },
    editorInterface: {
      togglePreview: 'Näita eelvaadet',
      toggleScrollSync: 'Keri koos',
    },
    editorToolbar: {
      publishing: 'Avaldamine…',
      publish: 'Avalda',
      published: 'Avaldatud',
      duplicate: 'Tee koopia',
      publishAndCreateNew: 'Avalda ja loo uus',
      publishAndDuplicate: 'Avalda ja tee koopia',
      deleteEntry: 'Kustuta kirje',
      backCollection: ' Kogu: %{collectionLabel}',
      unsavedChanges: 'Salvestamata muudatused',
      changesSaved: 'Muudatused salvestatud',
      publishNow: 'Avalda kohe',
      deployPreviewPendingButtonLabel: 'Otsi eelvaadet',
      deployButtonLabel: 'Vaata saidil',
    },
    editorWidgets: {
      image: {
        choose: 'Vali pilt',
        chooseDifferent: 'Vali teine pilt',
        remove: 'Eemalda pilt',
      },
      unknownControl: {
        noControl: 'Välja tüübil „%{widget}” pole muutmisvormi.',
      },
      unknownPreview: {
        noPreview: 'Välja tüübil „%{widget}” pole eelvaadet.',
      },
      list: {
        // %{item} is the list's label (or label_singular), e.g. "Lisa: Esinejad".
        add: 'Lisa: %{item}',
        addType: 'Lisa: %{item}',
      },
      object: {
        expand: 'Ava',
        collapse: 'Sulge',
      },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      draft: 'Mustand',
      copy: 'Kopeeri',
      copyUrl: 'Kopeeri aadress',
      copyPath: 'Kopeeri asukoht',
      copyName: 'Kopeeri nimi',
      copied: 'Kopeeritud',
    },
    mediaLibrary: {
      onDelete: 'Kas kustutada valitud pildid?',
      fileTooLarge: 'Fail on liiga suur.\nLubatud on kuni %{size} kB.',
    },
    mediaLibraryModal: {
      loading: 'Laadimine…',
      close: 'Sulge',
      noResults: 'Midagi ei leitud.',
      noAssetsFound: 'Faile pole.',
      noImagesFound: 'Pilte pole.',
      private: 'Privaatne ',
      images: 'Pildid',
      mediaAssets: 'Failid',
      search: 'Otsi…',
      uploading: 'Üleslaadimine…',
      upload: 'Laadi üles',
      download: 'Laadi alla',
      deleting: 'Kustutamine…',
      deleteSelected: 'Kustuta valitud',
      chooseSelected: 'Vali see',
    },
  },
  ui: {
    default: {
      goBackToSite: 'Tagasi saidile',
    },
    errorBoundary: {
      title: 'Viga',
      details: 'Toimetajas juhtus viga. Palun ',
      reportIt: 'teata sellest GitHubis.',
      detailsHeading: 'Üksikasjad',
      privacyWarning: 'Teade täidetakse vea kirjelduse ja tehniliste andmetega.\nVaata need üle ja eemalda isikuandmed, kui neid on.',
      recoveredEntry: {
        heading: 'Päästetud kirje',
        warning: 'Kopeeri see kuhugi enne, kui lehelt lahkud!',
        copyButtonLabel: 'Kopeeri lõikelauale',
      },
    },
    settingsDropdown: {
      logOut: 'Logi välja',
      account: 'Konto valikud',
    },
    toast: {
      onFailToLoadEntries: 'Kirjet ei saanud laadida: %{details}',
      onFailToLoadDeployPreview: 'Eelvaadet ei saanud laadida: %{details}',
      onFailToPersist: 'Kirjet ei saanud salvestada: %{details}',
      onFailToDelete: 'Kirjet ei saanud kustutada: %{details}',
      missingRequiredField: 'Mõni kohustuslik väli on täitmata. Täida see enne salvestamist.',
      entrySaved: 'Kirje salvestatud',
      onFailToAuth: '%{details}',
      onLoggedOut: 'Oled välja logitud. Kopeeri pooleli töö kuhugi ja logi uuesti sisse.',
      onBackendDown: 'Server ei vasta. Vaata lähemalt: %{details}',
    },
  },
};
