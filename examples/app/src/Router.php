<?php
declare(strict_types=1);

namespace App;

/** Routes "METHOD /path/{param}" to callables; 404 and 405 as a framework would. */
final class Router
{
    /** @var array<string, array<int, array{string, callable|array}>> */
    private array $routes = [];

    public function get(string $pattern, callable|array $handler): void
    {
        $this->routes['GET'][] = [$pattern, $handler];
    }

    public function post(string $pattern, callable|array $handler): void
    {
        $this->routes['POST'][] = [$pattern, $handler];
    }

    public function dispatch(string $method, string $path): void
    {
        $allowed = [];
        foreach ($this->routes as $m => $routes) {
            foreach ($routes as [$pattern, $handler]) {
                $regex = '#^' . preg_replace('#\{(\w+)\}#', '(?P<$1>[^/]+)', $pattern) . '$#';
                if (!preg_match($regex, $path, $match)) {
                    continue;
                }
                if ($m !== $method && !($method === 'HEAD' && $m === 'GET')) {
                    $allowed[] = $m;
                    continue;
                }
                $params = array_filter($match, 'is_string', ARRAY_FILTER_USE_KEY);
                [$class, $action] = $handler;
                (new $class())->$action(...$params);
                return;
            }
        }
        if ($allowed) {
            http_response_code(405);
            header('Allow: ' . implode(', ', array_unique($allowed)));
            echo View::render('error', ['title' => 'Method Not Allowed', 'message' => "$method is not allowed here."]);
            return;
        }
        http_response_code(404);
        echo View::render('error', ['title' => 'Not Found', 'message' => "No page at $path."]);
    }
}
