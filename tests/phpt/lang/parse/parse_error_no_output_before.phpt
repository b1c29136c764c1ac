--TEST--
Parse errors prevent any output from the file
--FILE--
<?php
echo "this is never printed\n";
$x = ;
--EXPECTF--

Parse error: syntax error, unexpected token ";" in %s on line 3
