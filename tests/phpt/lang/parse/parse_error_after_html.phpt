--TEST--
Parse error after inline HTML does not print the HTML
--FILE--
Some HTML
<?php
echo "x" "y";
--EXPECTF--

Parse error: syntax error, unexpected double-quoted string "y", expecting "," or ";" in %s on line 3
