--TEST--
Double arrow outside an array
--FILE--
<?php
$a = 1 => 2;
--EXPECTF--

Parse error: syntax error, unexpected token "=>" in %s on line 2
