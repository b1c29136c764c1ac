--TEST--
Named argument name must be an identifier
--FILE--
<?php
strlen($n: 1);
--EXPECTF--

Parse error: syntax error, unexpected token ":", expecting ")" in %s on line 2
