--TEST--
Missing semicolon
--FILE--
<?php
echo "a"
echo "b";
--EXPECTF--

Parse error: syntax error, unexpected token "echo", expecting "," or ";" in %s on line 3
