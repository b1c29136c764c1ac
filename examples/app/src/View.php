<?php
declare(strict_types=1);

namespace App;

/** Plain PHP templates with escaping. */
final class View
{
    public static function render(string $name, array $vars = []): string
    {
        $e = static fn (mixed $v): string => htmlspecialchars((string) $v, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
        extract($vars, EXTR_SKIP);
        ob_start();
        require __DIR__ . '/../templates/' . $name . '.php';
        $content = ob_get_clean();
        ob_start();
        require __DIR__ . '/../templates/layout.php';
        return ob_get_clean();
    }
}
