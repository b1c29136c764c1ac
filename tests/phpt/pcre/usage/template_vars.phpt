--TEST--
a small template engine
--FILE--
<?php
$vars = ['name' => 'World', 'n' => 3];
echo preg_replace_callback('/\{\{\s*(\w+)\s*\}\}/', fn($m) => $vars[$m[1]] ?? '?', 'Hello {{ name }}, {{n}} times {{ missing }}'), "\n";
--EXPECT--
Hello World, 3 times ?
