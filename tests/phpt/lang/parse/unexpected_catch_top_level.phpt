--TEST--
A statement-continuing keyword at the top level: php expects the end of the file
--FILE--
<?php
echo "never printed\n";
catch (Exception $e) {}
--EXPECTF--

Parse error: syntax error, unexpected token "catch", expecting end of file in %s on line 3
