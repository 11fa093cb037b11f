// Request and response schemas of the staff domain (see its issue). Shared by the server and the web.
export {};
