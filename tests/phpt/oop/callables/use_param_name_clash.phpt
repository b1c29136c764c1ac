--TEST--
Cannot use lexical variable as a parameter name
--FILE--
<?php
$x = 1;
$f = function ($x) use ($x) {};
--EXPECTF--

Fatal error: Cannot use lexical variable $x as a parameter name in %s on line 3
