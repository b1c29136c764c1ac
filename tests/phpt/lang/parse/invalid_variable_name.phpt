--TEST--
Variable name starting with a digit
--FILE--
<?php
$1abc = 5;
--EXPECTF--

Parse error: syntax error, unexpected integer "1", expecting variable or "{" or "$" in %s on line 2
