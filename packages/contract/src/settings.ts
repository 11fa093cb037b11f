// Request and response schemas of the settings domain (see its issue). Shared by the server and the web.
export {};
