--TEST--
A generator made by a closure keeps the closure alive
--FILE--
<?php
$gen = (function() { yield 1; })();
echo spl_object_id(new stdClass), "\n";
$f = function() { yield 1; };
$g2 = $f();
unset($f);
echo spl_object_id(new stdClass), "\n";
--EXPECT--
3
5
