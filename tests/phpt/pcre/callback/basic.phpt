--TEST--
preg_replace_callback with a closure
--FILE--
<?php
var_dump(preg_replace_callback('/\d+/', fn($m) => $m[0] * 2, 'a1 b20 c300'));
--EXPECT--
string(11) "a2 b40 c600"
