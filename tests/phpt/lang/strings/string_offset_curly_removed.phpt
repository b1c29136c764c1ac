--TEST--
Curly brace offset syntax is a compile-time fatal error
--FILE--
<?php
$s = "hello";
var_dump($s[0], $s[4], $s[-1], $s[-5], $s{0} ?? null);
--EXPECTF--

Fatal error: Array and string offset access syntax with curly braces is no longer supported in %s on line 3
