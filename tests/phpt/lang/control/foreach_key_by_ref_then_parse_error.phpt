--TEST--
A syntax error later in the file wins over the by-reference foreach key
--FILE--
<?php
foreach ([1] as &$k => $v) {}
echo 1 +;
--EXPECTF--

Parse error: syntax error, unexpected token ";" in %s on line 3
