--TEST--
Trait alias: 'as readonly name' is refused; a later parse error wins
--FILE--
<?php
trait T { function f() { return 1; } }
class A { use T { f as readonly g; } }
echo "x" 
$y = ;
--EXPECTF--

Parse error: syntax error, unexpected variable "$y", expecting "," or ";" in %s on line 5
