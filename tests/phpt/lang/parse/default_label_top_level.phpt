--TEST--
default: is not a goto label
--FILE--
<?php
echo 1;
default: echo 2;
--EXPECTF--

Parse error: syntax error, unexpected token "default", expecting end of file in %s on line 3
