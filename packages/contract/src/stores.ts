// Request and response schemas of the stores domain (see its issue). Shared by the server and the web.
export {};
