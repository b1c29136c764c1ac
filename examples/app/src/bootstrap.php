<?php
declare(strict_types=1);

// A PSR-4 autoloader for the App\ namespace, as Composer would write it.
spl_autoload_register(function (string $class): void {
    $prefix = 'App\\';
    if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
        return;
    }
    $file = __DIR__ . '/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    if (is_file($file)) {
        require $file;
    }
});

define('APP_DATA', sys_get_temp_dir() . '/tusk-example-app');
if (!is_dir(APP_DATA)) {
    mkdir(APP_DATA, 0777, true);
}
