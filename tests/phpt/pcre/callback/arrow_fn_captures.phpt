--TEST--
arrow functions capture by value
--FILE--
<?php
$prefix = '#';
var_dump(preg_replace_callback('/\d+/', fn($m) => $prefix . $m[0], 'a1 b2'));
--EXPECT--
string(7) "a#1 b#2"
