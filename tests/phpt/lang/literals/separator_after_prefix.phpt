--TEST--
Underscore right after the 0x prefix is a parse error
--FILE--
<?php
var_dump(1_000_000);
var_dump(0x_FF);
--EXPECTF--

Parse error: syntax error, unexpected identifier "x_FF", expecting ")" in %s on line 3
