--TEST--
replacements pair with patterns by order, not key
--FILE--
<?php
var_dump(preg_replace(['x' => '/a/', 'y' => '/b/'], [5 => 'B', 2 => 'A'], 'ab'));
--EXPECT--
string(2) "BA"
