--TEST--
unset of a static variable in a function
--FILE--
<?php
function f() { static $s = 0; $s++; echo $s; unset($s); $s = 100; }
f(); f(); f();
echo "\n";
--EXPECT--
123
