--TEST--
Unterminated double-quoted string
--FILE--
<?php
echo "hello;
--EXPECTF--

Parse error: syntax error, unexpected end of file, expecting variable or "${" or "{$" in %s on line 3
