// The offline page's button, as a file of its own: the Content-Security-Policy runs no inline handlers.
document.getElementById('retry').addEventListener('click', () => location.reload());
