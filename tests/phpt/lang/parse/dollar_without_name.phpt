--TEST--
A lone dollar followed by something that cannot name a variable
--FILE--
<?php
$a = 1;
echo $ 5;
--EXPECTF--

Parse error: syntax error, unexpected integer "5", expecting variable or "{" or "$" in %s on line 3
