--TEST--
Unterminated single-quoted string
--FILE--
<?php
$a = 1;
echo 'oops;
--EXPECTF--

Parse error: syntax error, unexpected string content "oops;" in %s on line 3
