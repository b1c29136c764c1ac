--TEST--
Trailing underscore in a number is a parse error
--FILE--
<?php
$x = 100_;
--EXPECTF--

Parse error: syntax error, unexpected identifier "_" in %s on line 2
