--TEST--
Static variables are per function
--FILE--
<?php
function a() { static $x = 0; return ++$x; }
function b() { static $x = 100; return ++$x; }
echo a(), a(), " ", b(), " ", a(), "\n";
--EXPECT--
12 101 3
