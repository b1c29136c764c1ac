<?php
// The front controller: every request that is not a file under public/
// comes here (`tusk serve --root examples/app/public --front-controller index.php`).
declare(strict_types=1);

require __DIR__ . '/../src/bootstrap.php';

use App\Router;
use App\Controllers;

$router = new Router();
$router->get('/', [Controllers::class, 'home']);
$router->get('/notes', [Controllers::class, 'notes']);
$router->post('/notes', [Controllers::class, 'addNote']);
$router->get('/upload', [Controllers::class, 'uploadForm']);
$router->post('/upload', [Controllers::class, 'upload']);
$router->get('/counter', [Controllers::class, 'counter']);
$router->post('/login', [Controllers::class, 'login']);
$router->post('/logout', [Controllers::class, 'logout']);
$router->get('/api/notes', [Controllers::class, 'apiNotes']);
$router->get('/api/hello/{name}', [Controllers::class, 'apiHello']);

$router->dispatch($_SERVER['REQUEST_METHOD'], parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?: '/');
