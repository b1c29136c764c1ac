--TEST--
a static variable inside a callback
--FILE--
<?php
function num($m) { static $n = 0; return $m[0] . (++$n); }
var_dump(preg_replace_callback('/x/', 'num', 'x x x'));
var_dump(preg_replace_callback('/x/', 'num', 'x'));
--EXPECT--
string(8) "x1 x2 x3"
string(2) "x4"
