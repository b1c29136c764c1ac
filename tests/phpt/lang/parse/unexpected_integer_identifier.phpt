--TEST--
Number followed by an identifier
--FILE--
<?php
$x = 12abc;
--EXPECTF--

Parse error: syntax error, unexpected identifier "abc" in %s on line 2
