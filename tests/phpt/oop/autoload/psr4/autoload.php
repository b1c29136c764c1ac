<?php
// A Composer-style PSR-4 class loader over the folders next to this file.
return (function (array $prefixes) {
    $loader = function (string $class) use ($prefixes): void {
        foreach ($prefixes as $prefix => $dirs) {
            if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
                continue;
            }
            $relative = str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            foreach ((array) $dirs as $dir) {
                $file = $dir . '/' . $relative;
                if (is_file($file)) {
                    $GLOBALS['__psr4_log'][] = $class;
                    require $file;
                    return;
                }
            }
        }
    };
    spl_autoload_register($loader, true, true);
    return $loader;
})([
    'Acme\\Support\\' => __DIR__ . '/lib',
    'Acme\\' => [__DIR__ . '/nowhere', __DIR__ . '/src'],
]);
