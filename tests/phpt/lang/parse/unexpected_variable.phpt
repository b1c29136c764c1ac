--TEST--
Two variables in a row
--FILE--
<?php
$a $b;
--EXPECTF--

Parse error: syntax error, unexpected variable "$b" in %s on line 2
